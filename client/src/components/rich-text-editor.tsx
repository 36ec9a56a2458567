import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';

/** The toolbar admins get: headers 1-3, bold, italic, underline, strike, colour, background, lists, align,
 * link, image, blockquote, code block, clean. */
const toolbar = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'image'],
  ['blockquote', 'code-block'],
  ['clean'],
];

export interface RichTextEditorProps {
  /** The field's accessible name. */
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * The admin screens' rich-text editor (Quill 2, 300 px high). Loaded only by admin screens through
 * `LazyRichTextEditor`, so no seller route downloads it. The HTML it makes is sanitised by the server.
 */
export default function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const quill = new Quill(element, { theme: 'snow', modules: { toolbar } });
    quill.root.setAttribute('aria-label', label);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.clipboard.dangerouslyPasteHTML(value);
    quill.on('text-change', () => changed.current(quill.getLength() > 1 ? quill.getSemanticHTML() : ''));
    return () => {
      element.previousElementSibling?.remove(); // the toolbar Quill put before its container
      element.replaceChildren();
    };
    // The editor is built once per mount; later `value`s come from its own changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="rich-text-editor rounded-lg bg-white" data-testid="rich-text-editor">
      <div ref={host} style={{ height: 300 }} />
    </div>
  );
}
