import { useEffect, useRef, useState } from 'react';
import { downloadFile } from '../form-engine/api/forms-api.ts';
import { attachImageSources, detachImageSources, loadFileImages } from './file-images.ts';
import { sanitizeHtml } from './safe-html.ts';
import './rich-text.css';

export type RichEditorCommand = 'bold' | 'italic' | 'underline' | 'heading' | 'bullets' | 'numbers' | 'clear';

/** Uploads a picked image to the file store; answers its file id (the caller shows its own errors). */
export type RichEditorImageUpload = (file: File) => Promise<string>;

/** Pictures the file store shows inline (file-types.ts on the server checks the bytes again). */
const imageTypes = 'image/png,image/jpeg,image/gif,image/webp';
const loadImage = async (fileId: string) => (await downloadFile(fileId, true)).blob;

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
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
  onUploadImage,
  imageLabel,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  placeholder: string;
  invalid?: boolean;
  /** The toolbar buttons' names, in the caller's words (the component has no strings of its own). */
  commandLabels: Record<RichEditorCommand, string>;
  testId?: string;
  /** Given, the toolbar offers "insert image": the picture is uploaded and placed at the caret. */
  onUploadImage?: RichEditorImageUpload;
  imageLabel?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const caret = useRef<Range | null>(null);
  const [uploading, setUploading] = useState(false);
  // The stored form: images point at their file's download path again (file-images.ts).
  const emit = () => onChange(ref.current ? attachImageSources(ref.current) : '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial content is set once per load
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Checked against the allowlist before it enters the live DOM (the server sanitised it already).
    const doc = new DOMParser().parseFromString(`<body>${sanitizeHtml(initialHtml)}</body>`, 'text/html');
    detachImageSources(doc.body);
    root.innerHTML = doc.body.innerHTML;
    void loadFileImages(root, loadImage);
  }, []);

  const insertImage = async (file: File | undefined) => {
    if (!file || !onUploadImage) return;
    setUploading(true);
    try {
      const fileId = await onUploadImage(file);
      const root = ref.current;
      if (!root) return;
      root.focus();
      const selection = window.getSelection();
      if (caret.current && selection) {
        selection.removeAllRanges();
        selection.addRange(caret.current);
      }
      const url = URL.createObjectURL(file);
      const html = `<img src="${url}" data-file-id="${escapeAttribute(fileId)}" alt="${escapeAttribute(file.name)}">`;
      if (!document.execCommand('insertHTML', false, html)) root.insertAdjacentHTML('beforeend', html);
      emit();
    } catch {
      // The upload shows its own error; the body is unchanged.
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };
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
              emit();
            }}
          >
            {c.label}
          </button>
        ))}
        {onUploadImage && (
          <>
            <button
              type="button"
              className="rich-editor-button rich-editor-image"
              aria-label={imageLabel}
              title={imageLabel}
              disabled={uploading}
              aria-busy={uploading || undefined}
              data-testid={`${testId}-image`}
              onMouseDown={(e) => {
                e.preventDefault();
                // Remember the caret: the file dialog takes the focus away.
                const selection = window.getSelection();
                const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
                caret.current = range && ref.current?.contains(range.commonAncestorContainer) ? range : null;
              }}
              onClick={() => picker.current?.click()}
            >
              {uploading ? '…' : '🖼'}
            </button>
            <input
              ref={picker}
              type="file"
              accept={imageTypes}
              hidden
              aria-label={imageLabel}
              data-testid={`${testId}-image-input`}
              onChange={(e) => void insertImage(e.target.files?.[0])}
            />
          </>
        )}
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
        onInput={emit}
        onPaste={(e) => {
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
        }}
      />
    </div>
  );
}
