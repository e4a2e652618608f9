import type { ReactNode } from 'react';

// antd-mobile's CommonJS build requires its CSS, which Node cannot load, and the web tests run without
// a DOM; these stand-ins render the same kind of element (input, textarea, button) so the tests can
// check what FormView decides: which fields, which controls, which messages.

type Any = Record<string, unknown> & { children?: ReactNode };
const pass = ({ children }: Any) => <>{children}</>;

export const Input = ({ id, value, placeholder }: Any) => (
  <input id={id as string} value={value as string} placeholder={placeholder as string} readOnly />
);
export const TextArea = ({ id, value }: Any) => <textarea id={id as string} value={value as string} readOnly />;
export const Button = ({ children, id }: Any) => (
  <button type="button" id={id as string}>
    {children}
  </button>
);
export const Space = pass;
export const Switch = ({ checked }: Any) => <input type="checkbox" checked={checked === true} readOnly />;
export const Rate = () => <span className="rate" />;
const group = Object.assign(({ children }: Any) => <>{children}</>, {});
export const Radio = Object.assign(({ children }: Any) => <span className="choice">{children}</span>, { Group: group });
export const Checkbox = Object.assign(({ children }: Any) => <span className="choice">{children}</span>, {
  Group: group,
});
export const DatePicker = () => null;
export const Picker = () => null;
export const Popup = ({ visible, children }: Any) => (visible ? <div className="popup">{children}</div> : null);
export const CheckList = Object.assign(pass, { Item: pass });
export const SearchBar = () => <input type="search" readOnly />;
export const Tabs = Object.assign(pass, { Tab: pass });
export const Divider = ({ children }: Any) => <hr title={String(children ?? '')} />;
export const Image = ({ src, alt }: Any) => <img src={src as string} alt={alt as string} />;
export const ImageViewer = { show: () => {} };
export const DotLoading = () => <span>…</span>;
export const Toast = { show: () => {} };
export const Dialog = { confirm: async () => true, alert: async () => {} };
export const Selector = () => null;
export const Skeleton = Object.assign(() => null, { Title: () => null, Paragraph: () => null });
export const ErrorBlock = pass;
export const Result = () => null;
