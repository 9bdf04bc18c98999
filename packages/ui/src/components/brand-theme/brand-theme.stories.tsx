import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { BankIcon, CardIcon } from '../icon/line-icons';
import { RadioCard, RadioCardGroup } from '../radio-card-group/radio-card-group';
import { Switch } from '../switch/switch';
import { measureSpecimen, sweepColors } from './brand-contrast';
import { BrandTheme } from './brand-theme';

/** Everything the brand colour reaches: primary button, link, focus ring, selected radio card. */
function Specimen({ color, caption }: { color: string | undefined; caption?: string }) {
  return (
    <BrandTheme
      color={color}
      data-testid="specimen"
      data-check="canvas"
      className="flex flex-col gap-3 rounded-lg bg-canvas p-3"
    >
      {caption ? <p className="text-xs font-medium text-muted tabular-nums">{caption}</p> : null}
      <div
        data-check="surface"
        className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
      >
        <div className="flex flex-wrap items-center gap-3">
          <Button data-check="primary-button">Pay $84.00</Button>
          <Button variant="link" data-check="link">
            see more
          </Button>
          <span
            data-check="focus-ring"
            className="rounded-sm px-1 text-sm outline-2 outline-offset-2 outline-focus outline-solid"
          >
            Focus
          </span>
        </div>
        <RadioCardGroup aria-label={`Payment method ${caption ?? ''}`} defaultValue="card">
          <RadioCard value="card" title="Card" icon={<CardIcon />} data-check="selected-card" />
          <RadioCard value="bank" title="Pay by bank" icon={<BankIcon />} />
        </RadioCardGroup>
      </div>
    </BrandTheme>
  );
}

const meta = {
  title: 'UI/Brand Theme',
  component: BrandTheme,
  args: { color: undefined },
} satisfies Meta<typeof BrandTheme>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default brand. */
export const Default: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-4">
      <Specimen color={undefined} />
      <Switch label="Remember this device" defaultChecked />
      <Checkbox label="Save card for automatic future payments" defaultChecked />
    </div>
  ),
};

const showcase = [
  '#0f7b5f',
  '#f5c518',
  '#e11d48',
  '#7c3aed',
  '#00b4d8',
  '#111111',
  '#ff7a00',
  '#a3e635',
];

/** Eight merchant colours from dark to very light: the text on the button flips black or white. */
export const MerchantColors: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {showcase.map((color) => (
        <Specimen key={color} color={color} caption={color} />
      ))}
    </div>
  ),
};

/**
 * The theme's promise, tested in the browser: for every colour of the sweep (24 hues × 3
 * saturations × 9 lightnesses, greys, and the edge cases around the black/white switch) the
 * painted colours reach 4.5:1 for text on brand and for brand text on surface and canvas, and 3:1
 * for the focus ring and the selected card's border.
 */
export const ContrastSweep: Story = {
  render: () => (
    <div className="max-w-md">
      <Specimen color="#757575" caption="Swept; shown at #757575 (luminance next to the switch)" />
    </div>
  ),
  play: async ({ canvas, step }) => {
    const specimen = canvas.getByTestId('specimen');
    const colors = sweepColors();
    const failures: string[] = [];
    let lowest = { ratio: Infinity, text: '' };
    // Colours are read the moment they change: no transition may stand in between.
    const still = document.createElement('style');
    still.textContent = '[data-testid="specimen"] * { transition: none !important; }';
    document.head.append(still);
    await step(`${colors.length} merchant colours`, async () => {
      for (const color of colors) {
        specimen.style.setProperty('--color-brand', color);
        for (const { name, ratio, minimum } of measureSpecimen(specimen)) {
          if (ratio < minimum)
            failures.push(`${color}: ${name} ${ratio.toFixed(2)}:1 < ${minimum}:1`);
          if (ratio - minimum < lowest.ratio) {
            lowest = { ratio: ratio - minimum, text: `${color} ${name} ${ratio.toFixed(2)}:1` };
          }
        }
      }
      specimen.style.setProperty('--color-brand', '#757575');
    });
    still.remove();
    console.warn(`Brand sweep: ${colors.length} colours; closest to its minimum: ${lowest.text}`);
    for (const failure of failures) console.warn(failure);
    await expect(colors.length).toBeGreaterThan(500);
    await expect(failures).toEqual([]);
  },
};
