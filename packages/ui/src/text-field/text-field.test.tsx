import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { Checkbox } from '../checkbox/checkbox';
import { Radio, RadioGroup } from '../radio-group/radio-group';
import { Switch } from '../switch/switch';
import { description } from '../test-utils';
import { TextArea, TextField } from './text-field';

describe('TextField', () => {
  it('reads its hint and error with the input and marks it invalid', () => {
    render(<TextField label="E-mail" hint="We answer here" error="Enter an e-mail" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('We answer here !Enter an e-mail');
  });

  it('is neither invalid nor described without hint and error', () => {
    render(<TextField label="Name" optional />);
    const input = screen.getByRole('textbox', { name: 'Name (optional)' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

function Demo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const { register, handleSubmit } = useForm({
    defaultValues: { email: '', message: '', agree: false, topic: 'points', news: true },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField label="E-mail" {...register('email')} />
      <TextArea label="Message" {...register('message')} />
      <Checkbox label="I agree" {...register('agree')} />
      <RadioGroup label="Topic">
        <Radio label="Points" value="points" {...register('topic')} />
        <Radio label="Gifts" value="gift" {...register('topic')} />
      </RadioGroup>
      <Switch label="News" {...register('news')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('form fields with react-hook-form', () => {
  it('take register() as is and report what was typed and chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Demo onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('E-mail'), 'a@b.co');
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByLabelText('Gifts'));
    await user.click(screen.getByRole('switch', { name: 'News' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'a@b.co', message: 'Hello there', agree: true, topic: 'gift', news: false },
      expect.anything(),
    );
  });

  it('names the radio group by its legend and reads its error with the group', () => {
    render(
      <RadioGroup label="Topic" error="Choose a topic">
        <Radio label="Points" value="points" name="topic" />
      </RadioGroup>,
    );
    const group = screen.getByRole('group', { name: 'Topic' });
    expect(description(group)).toBe('!Choose a topic');
    expect(screen.getByRole('radio', { name: 'Points' }).getAttribute('aria-invalid')).toBe('true');
  });
});
