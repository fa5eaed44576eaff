import '@mantine/core/styles/Typography.layer.css';
import '@mantine/tiptap/styles.layer.css';
import { useId } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

// This module (Tiptap, ProseMirror, the editor's styles) loads only when a post is edited.

const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Negrita',
  italicControlLabel: 'Cursiva',
  underlineControlLabel: 'Subrayado',
  strikeControlLabel: 'Tachado',
  clearFormattingControlLabel: 'Quitar formato',
  h2ControlLabel: 'Título 2',
  h3ControlLabel: 'Título 3',
  h4ControlLabel: 'Título 4',
  bulletListControlLabel: 'Lista con viñetas',
  orderedListControlLabel: 'Lista numerada',
  blockquoteControlLabel: 'Cita',
  linkControlLabel: 'Enlace',
  unlinkControlLabel: 'Quitar enlace',
  linkEditorInputLabel: 'Dirección del enlace',
  linkEditorInputPlaceholder: 'https://ejemplo.com/',
  linkEditorExternalLink: 'Se abre en una pestaña nueva',
  linkEditorInternalLink: 'Se abre en la misma pestaña',
  linkEditorSave: 'Guardar',
  undoControlLabel: 'Deshacer',
  redoControlLabel: 'Rehacer',
};

// What the domain's allowed-HTML policy keeps (post-html.ts): no code, no rule, headings 2–4.
const EXTENSIONS = [
  StarterKit.configure({
    link: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3, 4] },
  }),
  Link,
];

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  required?: boolean;
};

/** The post's content in Mantine's rich-text editor, with the controls the policy allows. */
export function RichTextField({ label, value, onChange, error, required }: Props) {
  const id = useId();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
  });

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      labelProps={{ id: `${id}-label`, onClick: () => editor?.commands.focus() }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor editor={editor} labels={LABELS} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
