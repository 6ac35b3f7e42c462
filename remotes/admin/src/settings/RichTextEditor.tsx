import {
  Button,
  Field,
  Input,
  makeStyles,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  tokens,
} from '@fluentui/react-components';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useState } from 'react';
import { settingsTexts } from './i18n';

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  toolbar: {
    flexWrap: 'wrap',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  linkForm: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  content: {
    '& .ProseMirror': {
      minHeight: '240px',
      maxHeight: '50vh',
      overflowY: 'auto',
      padding: tokens.spacingHorizontalM,
      lineHeight: tokens.lineHeightBase400,
    },
    '& .ProseMirror:focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  label: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
});

type Marks = Record<
  'bold' | 'italic' | 'underline' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'quote' | 'link',
  boolean
> & { canUndo: boolean; canRedo: boolean };

/** Which formatting is on at the cursor (the toolbar's pressed states). */
function useMarks(editor: Editor): Marks {
  return useEditorState({
    editor,
    selector: ({ editor: e }): Marks => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const styles = useStyles();
  const t = settingsTexts.useT();
  const [href, setHref] = useState(String(editor.getAttributes('link').href ?? 'https://'));
  const [invalid, setInvalid] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!SAFE_LINK.test(href.trim())) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    onDone();
  };
  return (
    <div className={styles.linkForm}>
      <Field
        label={t('link.address')}
        validationState={invalid ? 'error' : 'none'}
        validationMessage={invalid ? t('link.invalid') : undefined}
      >
        <Input
          value={href}
          onChange={(_, data) => setHref(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
            if (event.key === 'Escape') onDone();
          }}
        />
      </Field>
      <Button onClick={apply}>{t('link.apply')}</Button>
      <Button
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onDone();
        }}
      >
        {t('link.remove')}
      </Button>
    </div>
  );
}

function FormattingBar({ editor }: { editor: Editor }) {
  const styles = useStyles();
  const t = settingsTexts.useT();
  const marks = useMarks(editor);
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  const toggle = (name: keyof Marks, label: string, run: () => void) => (
    <ToolbarButton
      aria-pressed={marks[name]}
      appearance={marks[name] ? 'primary' : 'subtle'}
      onClick={run}
    >
      {label}
    </ToolbarButton>
  );
  return (
    <>
      <Toolbar aria-label={t('toolbar.label')} className={styles.toolbar} size="small">
        {toggle('bold', t('toolbar.bold'), () => chain().toggleBold().run())}
        {toggle('italic', t('toolbar.italic'), () => chain().toggleItalic().run())}
        {toggle('underline', t('toolbar.underline'), () => chain().toggleUnderline().run())}
        <ToolbarDivider />
        {toggle('h2', t('toolbar.heading2'), () => chain().toggleHeading({ level: 2 }).run())}
        {toggle('h3', t('toolbar.heading3'), () => chain().toggleHeading({ level: 3 }).run())}
        {toggle('bulletList', t('toolbar.bulletList'), () => chain().toggleBulletList().run())}
        {toggle('orderedList', t('toolbar.orderedList'), () => chain().toggleOrderedList().run())}
        {toggle('quote', t('toolbar.quote'), () => chain().toggleBlockquote().run())}
        {toggle('link', t('toolbar.link'), () => setLinking((open) => !open))}
        <ToolbarDivider />
        <ToolbarButton disabled={!marks.canUndo} onClick={() => chain().undo().run()}>
          {t('toolbar.undo')}
        </ToolbarButton>
        <ToolbarButton disabled={!marks.canRedo} onClick={() => chain().redo().run()}>
          {t('toolbar.redo')}
        </ToolbarButton>
      </Toolbar>
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
    </>
  );
}

export type RichTextEditorProps = {
  /** The editable area's accessible name. */
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
};

/**
 * TipTap 3 with the starter kit (headings 2 and 3, lists, quote, bold, italic, underline, links):
 * what the api's allow-list keeps. A lazy chunk: loaded only when a footer page is edited.
 */
export default function RichTextEditor({ label, initialHtml, onChange }: RichTextEditorProps) {
  const styles = useStyles();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  if (!editor || editor.isDestroyed) return null;
  return (
    <div className={styles.root}>
      <FormattingBar editor={editor} />
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
