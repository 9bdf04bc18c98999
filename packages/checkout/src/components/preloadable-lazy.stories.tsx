import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, waitFor } from 'storybook/test';
import { Panel, PanelBody, Skeleton } from '@paypage/ui';
import { LazyFallback } from './pay-page-skeleton/lazy-fallback';
import { preloadableLazy } from './preloadable-lazy';

/** A part of a screen as a lazy chunk would bring it. */
function Part({ label }: { label: string }) {
  return (
    <Panel>
      <PanelBody>
        <p className="text-sm text-text">{label}</p>
      </PanelBody>
    </Panel>
  );
}

/** What stands in while the part loads: its placeholder, marked pending for the visual gate. */
function Placeholder() {
  return (
    <LazyFallback>
      <Panel aria-busy="true">
        <PanelBody>
          <Skeleton className="h-5 w-48" />
          <span className="sr-only">Loading…</span>
        </PanelBody>
      </Panel>
    </LazyFallback>
  );
}

/** A chunk that arrives after `ms`, as over a network. */
const arrivingAfter = (ms: number) => () =>
  new Promise<React.ComponentType<{ label: string }>>((resolve) => {
    setTimeout(() => resolve(Part), ms);
  });

const LoadedOnRender = preloadableLazy(arrivingAfter(400));
const LoadedAhead = preloadableLazy(arrivingAfter(400));

const meta = {
  title: 'Checkout/Preloadable lazy',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not loaded before its first render: the placeholder stands in, then the part. */
export const LoadsBehindItsPlaceholder: Story = {
  render: () => (
    <React.Suspense fallback={<Placeholder />}>
      <LoadedOnRender label="Invoice details, loaded when first shown" />
    </React.Suspense>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Invoice details, loaded when first shown')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByText('Loading…', { exact: true })).not.toBeInTheDocument(),
    );
  },
};

/**
 * Preloaded (a server-rendered page does this before it hydrates): the part renders at once,
 * with no placeholder at any moment.
 */
export const PreloadedRendersAtOnce: Story = {
  loaders: [() => LoadedAhead.preload()],
  render: () => (
    <React.Suspense fallback={<Placeholder />}>
      <LoadedAhead label="Method selection, loaded before the page went live" />
    </React.Suspense>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(
      canvas.getByText('Method selection, loaded before the page went live'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-lazy-pending]')).toBeNull();
  },
};
