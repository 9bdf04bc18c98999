/**
 * The script tag's React: an entry of its own in the build (scripts/build.mjs), so the renderer is
 * one shared chunk that the widget's entry and every lazy chunk import, never a copy per chunk.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';

export { JsxRuntime, React, ReactDOMClient };
