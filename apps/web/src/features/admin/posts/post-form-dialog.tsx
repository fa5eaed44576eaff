import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/dates/styles.layer.css';
import { lazy, Suspense } from 'react';
import { Select, SimpleGrid, Skeleton, Switch, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import {
  POST_LIMITS,
  POST_SECTION_LABELS,
  ZPostCreate,
  ZPostEdit,
  type TPostCreate,
  type TPostEdit,
  type TPostRow,
  type TPostSection,
} from '@portal/domain/admin/posts';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import {
  AdminForm,
  AdminFormDialog,
  type TDialogFormProps,
  type TFormDialogProps,
} from '../components/admin-form-dialog';
import { agencyInstant, agencyWallTime } from './agency-time';
import { ImageField } from './image-field';

// Tiptap and its styles load when the form opens, never with the list.
const RichTextField = lazy(() => import('./rich-text-field').then((m) => ({ default: m.RichTextField })));

const SECTION_OPTIONS = Object.entries(POST_SECTION_LABELS).map(([value, label]) => ({ value, label }));
const FIELD_ORDER = ['section', 'title', 'author', 'image', 'content', 'publishFrom', 'publishUntil'];

/** What the form holds: the request, with the window as the agency's wall time. */
type TPostFormValues = Omit<TPostCreate, 'publishFrom' | 'publishUntil' | 'published' | 'sortOrder'> & {
  imageUrl: string | null;
  published: boolean;
  publishFrom: string | null;
  publishUntil: string | null;
};

const valuesOf = (post: TPostRow | null, author: string): TPostFormValues =>
  post
    ? {
        section: post.section,
        title: post.title,
        author: post.author,
        content: post.content,
        image: post.image,
        imageUrl: post.imageUrl,
        published: post.published,
        publishFrom: post.publishFrom && agencyWallTime(post.publishFrom),
        publishUntil: post.publishUntil && agencyWallTime(post.publishUntil),
      }
    : {
        section: 'TICKETS',
        title: '',
        author,
        content: '',
        image: '',
        imageUrl: null,
        published: false,
        publishFrom: null,
        publishUntil: null,
      };

/** The request: a new post whole; an edit without the image unless another was uploaded. */
export function requestOf(values: TPostFormValues, post: TPostRow | null): TPostCreate | TPostEdit {
  const { imageUrl: _shown, image, ...rest } = values;
  const request = {
    ...rest,
    title: values.title.trim(),
    author: values.author.trim(),
    publishFrom: values.publishFrom ? agencyInstant(values.publishFrom) : null,
    publishUntil: values.publishUntil ? agencyInstant(values.publishUntil) : null,
  };
  return post && image === post.image ? request : { ...request, image };
}

type TFormOwn = {
  /** null: a new post; otherwise the post edited */
  post: TPostRow | null;
  author: string;
};
type Props = TFormDialogProps<TPostCreate | TPostEdit> & TFormOwn;

/** Create or edit a post (issue 31, item 4): the domain's schema checks it before it is sent. */
export function PostFormDialog({ post, opened, onClose, ...rest }: Props) {
  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title={post ? 'Editar publicación' : 'Nueva publicación'}
      size="xl"
      fullScreenOnPhone
    >
      <PostForm key={post?.id ?? 'new'} post={post} onCancel={onClose} {...rest} />
    </AdminFormDialog>
  );
}

function PostForm({ post, author, onSubmit, ...rest }: TDialogFormProps<TPostCreate | TPostEdit> & TFormOwn) {
  const form = useForm<TPostFormValues>({
    initialValues: valuesOf(post, author),
    validate: (values) =>
      schemaResolver(post ? ZPostEdit : ZPostCreate, { sync: true })(requestOf(values, post)),
  });
  const values = form.getValues();

  return (
    <AdminForm
      onSubmit={form.onSubmit((v) => onSubmit(requestOf(v, post)), focusFirstError(form, FIELD_ORDER))}
      submitLabel={post ? 'Guardar cambios' : 'Crear publicación'}
      {...rest}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Sección"
          data={SECTION_OPTIONS}
          allowDeselect={false}
          required
          {...form.getInputProps('section')}
          onChange={(v) => v && form.setFieldValue('section', v as TPostSection)}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Autor"
          maxLength={POST_LIMITS.authorMax}
          required
          {...form.getInputProps('author')}
        />
      </SimpleGrid>
      <TextInput
        label="Título"
        maxLength={POST_LIMITS.titleMax}
        required
        data-autofocus
        {...form.getInputProps('title')}
      />
      <ImageField
        url={values.imageUrl}
        error={form.errors.image}
        onUploaded={(image) => form.setValues({ image: image.id, imageUrl: image.url })}
      />
      <Suspense fallback={<Skeleton h={260} radius="sm" aria-label="Cargando el editor" />}>
        <RichTextField
          label="Contenido"
          required
          value={values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          error={form.errors.content}
        />
      </Suspense>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {(['publishFrom', 'publishUntil'] as const).map((field) => (
          <DateTimePicker
            key={field}
            label={field === 'publishFrom' ? 'Publicar desde' : 'Publicar hasta'}
            description="Hora de Buenos Aires; vacío: sin límite"
            placeholder="Sin límite"
            valueFormat="DD/MM/YYYY HH:mm"
            clearable
            clearButtonProps={{ 'aria-label': field === 'publishFrom' ? 'Borrar desde' : 'Borrar hasta' }}
            ariaLabels={DATE_ARIA_LABELS}
            submitButtonProps={{ 'aria-label': 'Aceptar fecha y hora' }}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <Switch
        label="Publicada"
        description="Se muestra en el inicio dentro de su ventana de publicación"
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </AdminForm>
  );
}
