/**
 * React and React DOM, evaluated on their own: the entry imports this first and the screens in
 * the next task, so the page's start is two shorter tasks instead of one long one.
 */
import 'react';
import 'react-dom/client';
