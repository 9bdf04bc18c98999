import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MobileNumberInput } from './mobile-number-input';

const field = () => screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;

describe('MobileNumberInput', () => {
  it('has a fixed +1 prefix, the phone keyboard and maxlength 12', () => {
    render(<MobileNumberInput />);
    expect(field()).toHaveAccessibleDescription('+1');
    expect(field()).toHaveAttribute('type', 'tel');
    expect(field()).toHaveAttribute('inputmode', 'tel');
    expect(field()).toHaveAttribute('autocomplete', 'tel-national');
    expect(field()).toHaveAttribute('maxlength', '12');
  });

  it('groups digits 3-3-4 as typed and gives them out without spaces', async () => {
    const onValueChange = vi.fn();
    render(<MobileNumberInput onValueChange={onValueChange} />);
    await userEvent.type(field(), '4155');
    expect(field()).toHaveValue('415 5');
    expect(onValueChange).toHaveBeenLastCalledWith('4155');
    await userEvent.type(field(), '550132');
    expect(field()).toHaveValue('415 555 0132');
    expect(onValueChange).toHaveBeenLastCalledWith('4155550132');
  });

  it('takes digits only and no more than 10', async () => {
    render(<MobileNumberInput />);
    await userEvent.type(field(), '(415) 555-0132 99');
    expect(field()).toHaveValue('415 555 0132');
  });

  it('drops the country code of a pasted number and keeps it all despite maxlength', async () => {
    const onValueChange = vi.fn();
    render(<MobileNumberInput onValueChange={onValueChange} />);
    field().focus();
    await userEvent.paste('+1 (415) 555-0132');
    expect(field()).toHaveValue('415 555 0132');
    expect(onValueChange).toHaveBeenCalledWith('4155550132');
  });

  it('Backspace after a space deletes the digit before it', async () => {
    render(<MobileNumberInput defaultValue="4155550132" />);
    const input = field();
    input.focus();
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('415 550 132');
    expect(input.selectionStart).toBe(2);
  });

  it('reports an incomplete number on blur; blank is fine unless required', async () => {
    const { unmount } = render(<MobileNumberInput />);
    await userEvent.type(field(), '415555');
    await userEvent.tab();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription('+1 Enter a 10-digit mobile number');
    await userEvent.clear(field());
    await userEvent.tab();
    expect(field()).not.toBeInvalid();
    unmount();
    render(<MobileNumberInput required />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).toHaveAccessibleDescription('+1 Enter your mobile number');
  });

  it("shows the page's own messages when given", async () => {
    const messages = {
      incomplete: '휴대폰 번호 10자리를 입력해 주세요',
      required: '휴대폰 번호를 입력해 주세요',
    };
    const { unmount } = render(<MobileNumberInput label="휴대폰 번호" messages={messages} />);
    const input = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.type(input, '415555');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(`+1 ${messages.incomplete}`);
    unmount();
    render(<MobileNumberInput label="휴대폰 번호" required messages={messages} />);
    await userEvent.click(screen.getByRole('textbox', { name: '휴대폰 번호' }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: '휴대폰 번호' })).toHaveAccessibleDescription(
      `+1 ${messages.required}`,
    );
  });

  it('shows a controlled value grouped', () => {
    render(<MobileNumberInput value="4155550132" onValueChange={() => undefined} />);
    expect(field()).toHaveValue('415 555 0132');
  });
});
