import '@fontsource-variable/noto-sans-kr/wght.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { mockSecuredFields } from '../../mocks/secured-fields';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from '../card-widget/card-widget';
import { cardWidgetCallbacks, renderCardWidget } from '../storybook/card-widget-story';
import { SECURED_TYPING_NOTE, typeSecured } from '../storybook/secured-typing';

/**
 * The card widget's instalments (docs/widget.md#options): the options of the card's
 * brand, else of any card; shown once the brand is known and only with a choice; with a revolving
 * plan, first the way to pay. The choice goes into the payment data as `installments`.
 */
const meta = {
  title: 'Checkout/Card widget/Instalments',
  component: CardWidget,
  parameters: { docs: { description: { component: SECURED_TYPING_NOTE } } },
  args: {
    securedFields: mockSecuredFields(),
    amount: { value: 125_000, currency: 'USD' },
    brands: PAYER_PAGE_CARD_BRANDS,
    today: MOCK_TODAY.now,
    installmentOptions: {
      card: { values: [1, 3, 6], preselectedValue: 3 },
      mc: { values: [1, 2, 3, 6], plans: ['regular', 'revolving'] },
    },
    ...cardWidgetCallbacks(),
  },
  render: renderCardWidget,
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (root: HTMLElement) =>
  waitFor(() => within(root).getByRole('combobox', { name: 'Number of instalments' }), {
    timeout: 10_000,
  });

/** A Visa: the card's options, 3 preselected. */
export const NumberOfInstalments: Story = {
  name: 'Number of instalments (3 preselected)',
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '4111111111111111'))) return;
    await expect(await list(canvasElement)).toHaveValue('3');
  },
};

/** A Mastercard: its own options with a revolving plan; 'Pay in instalments' chosen, 6 of them. */
export const WithPlans: Story = {
  name: 'With a revolving plan: in instalments',
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '5555341244441115'))) return;
    const canvas = within(canvasElement);
    const way = await waitFor(() => canvas.getByRole('radio', { name: 'Pay in instalments' }), {
      timeout: 10_000,
    });
    await userEvent.click(way);
    await userEvent.selectOptions(await list(canvasElement), '6');
    await expect(canvas.getByRole('radio', { name: 'Revolving payment' })).not.toBeChecked();
  },
};

/** One option only: nothing to choose, nothing shown. */
export const OneOptionHidden: Story = {
  name: 'One option: hidden',
  args: { installmentOptions: { card: { values: [1] } } },
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '4111111111111111'))) return;
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

/** In Korean: the ways to pay, the list's label and the monthly amounts in the widget's locale. */
export const Korean: Story = {
  name: 'In Korean (ko-KR): in instalments',
  args: { locale: 'ko-KR' },
  // Hangul from Noto Sans KR after Inter (which has none), as the locales' stories draw it.
  render: (args) => (
    <div
      className="mx-auto max-w-xl"
      style={{
        ['--font-sans' as string]: "'Inter Variable', 'Noto Sans KR Variable', sans-serif",
        fontFamily: 'var(--font-sans)',
      }}
    >
      <CardWidget {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '5555341244441115'))) return;
    const canvas = within(canvasElement);
    const way = await waitFor(() => canvas.getByRole('radio', { name: '할부' }), {
      timeout: 10_000,
    });
    await userEvent.click(way);
    const months = await waitFor(() => canvas.getByRole('combobox', { name: '할부 개월 수' }));
    await userEvent.selectOptions(months, '3');
    await expect(months).toHaveDisplayValue('3개월 할부 (월 US$416.67)');
  },
};
