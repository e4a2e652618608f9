// Rich text shared by announcements and admissions briefings: the renderer, the editor and the
// browser-side allowlist check (the same allowlist as the server's sanitiser, from the contracts).
export { RichEditor, type RichEditorCommand } from './rich-editor.tsx';
export { RichText } from './rich-text.tsx';
export { attributeAllowed, hasVisibleContent, isSafeUrl, sanitizeHtml, tagVerdict } from './safe-html.ts';
