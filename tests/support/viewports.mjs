// The two viewports every screen is reviewed and screenshotted at: Storybook's modes, the
// test-runner's page, Playwright's projects and the invoice-panel bench all read them from here
// (plain JavaScript, so the jest config and the .mjs scripts import it as well as the TypeScript
// configs; the types are in viewports.d.mts).

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
};
