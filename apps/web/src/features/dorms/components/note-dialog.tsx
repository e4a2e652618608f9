import { Dialog, TextArea } from 'antd-mobile';

/**
 * Asks for a short note in a confirm dialog (how an incident was handled, a repair step's note).
 * Resolves with the text, or null when cancelled.
 */
export async function askNote(options: {
  title: string;
  placeholder: string;
  initial?: string;
  maxLength?: number;
}): Promise<string | null> {
  let note = options.initial ?? '';
  const confirmed = await Dialog.confirm({
    title: options.title,
    content: (
      <TextArea
        placeholder={options.placeholder}
        defaultValue={note}
        onChange={(v) => (note = v)}
        maxLength={options.maxLength ?? 1000}
        rows={3}
      />
    ),
  });
  return confirmed ? note : null;
}
