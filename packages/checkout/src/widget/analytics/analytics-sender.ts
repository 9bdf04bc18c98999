/**
 * The analytics sender as a part of the widget loaded on first use (the embeddable builds put it
 * beside the widget's file, the app in a chunk): see ../analytics/analytics-sender.ts.
 */
export { createAnalyticsSender } from '../../analytics/analytics-sender';
