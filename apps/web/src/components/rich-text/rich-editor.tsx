import { useEffect, useRef } from 'react';
import { sanitizeHtml } from './safe-html.ts';
import './rich-text.css';

export type RichEditorCommand = 'bold' | 'italic' | 'underline' | 'heading' | 'bullets' | 'numbers' | 'clear';
type Command = { key: RichEditorCommand; label: string };

const commands: Command[] = [
  { key: 'bold', label: 'B' },
  { key: 'italic', label: 'I' },
  { key: 'underline', label: 'U' },
  { key: 'heading', label: 'H' },
  { key: 'bullets', label: '•' },
  { key: 'numbers', label: '1.' },
  { key: 'clear', label: '⌫' },
];

function run(key: Command['key']): void {
  // execCommand is deprecated but still the only built-in way to format a contentEditable selection;
  // every tag it produces is in the server's allowlist (the server sanitises whatever arrives).
  const doc = document;
  if (key === 'heading') doc.execCommand('formatBlock', false, 'h3');
  else if (key === 'bullets') doc.execCommand('insertUnorderedList');
  else if (key === 'numbers') doc.execCommand('insertOrderedList');
  else if (key === 'clear') {
    doc.execCommand('removeFormat');
    doc.execCommand('formatBlock', false, 'p');
  } else doc.execCommand(key);
}

/**
 * A small rich-text editor: a contentEditable area with a toolbar of safe commands. Pasted content is
 * inserted as plain text, so no foreign markup (styles, scripts) enters; the server sanitises again.
 */
export function RichEditor({
  initialHtml,
  onChange,
  label,
  placeholder,
  invalid,
  commandLabels,
  testId = 'rich-editor',
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  placeholder: string;
  invalid?: boolean;
  /** The toolbar buttons' names, in the caller's words (the component has no strings of its own). */
  commandLabels: Record<RichEditorCommand, string>;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial content is set once per load
  useEffect(() => {
    // Checked against the allowlist before it enters the live DOM (the server sanitised it already).
    if (ref.current) ref.current.innerHTML = sanitizeHtml(initialHtml);
  }, []);
  useEffect(() => {
    document.execCommand('defaultParagraphSeparator', false, 'p');
  }, []);
  return (
    <div className={`rich-editor${invalid ? ' rich-editor-invalid' : ''}`}>
      <div className="rich-editor-toolbar" role="toolbar" aria-label={label}>
        {commands.map((c) => (
          <button
            key={c.key}
            type="button"
            className={`rich-editor-button rich-editor-${c.key}`}
            aria-label={commandLabels[c.key]}
            title={commandLabels[c.key]}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              ref.current?.focus();
              run(c.key);
              onChange(ref.current?.innerHTML ?? '');
            }}
          >
            {c.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element */}
      <div
        ref={ref}
        className="rich-editor-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        tabIndex={0}
        data-placeholder={placeholder}
        data-testid={testId}
        onInput={() => onChange(ref.current?.innerHTML ?? '')}
        onPaste={(e) => {
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
        }}
      />
    </div>
  );
}
