import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  POST_SECTION_LABELS,
  type TPostCreate,
  type TPostEdit,
  type TPostRow,
} from '@portal/domain/admin/posts';
import { useAuthStore } from '@/shared/auth/auth-store';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminSearch } from '../components/admin-search';
import { AdminTable } from '../components/admin-table';
import { confirmAction } from '../components/confirm-action';
import { useAdminList } from '../model/use-admin-list';
import { PostFormDialog } from './post-form-dialog';
import { postColumns } from './posts-columns';
import { POSTS_LIST, useCreatePost, useDeletePost, useEditPost, useSwapPosts, ZPostsPage } from './posts-api';

const SECTION_FILTER = Object.entries(POST_SECTION_LABELS).map(([value, label]) => ({ value, label }));

/** The create or edit dialog: closed, a new post, or the post edited. */
type TDialog = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; post: TPostRow };

/** /admin/posts (issue 31, item 4): the home's posts, their order, window and content. */
export function PostsPage() {
  const author = useAuthStore((state) => state.user?.nombre ?? '');
  const [section, setSection] = useState<string | null>('TICKETS');
  const [dialog, setDialog] = useState<TDialog>({ kind: 'closed' });
  const list = useAdminList(POSTS_LIST, '/posts', ZPostsPage, {
    section: section ?? undefined,
  });
  const close = () => setDialog({ kind: 'closed' });
  const create = useCreatePost(close);
  const edit = useEditPost(close);
  const remove = useDeletePost();
  const swap = useSwapPosts();
  const rows = list.query.data?.items ?? [];
  const inCarouselOrder = (list.table.sort ?? 'sortOrder') === 'sortOrder' && list.table.dir === 'asc';

  const columns = postColumns(rows, {
    move: inCarouselOrder
      ? (post, direction) => {
          const other = rows[rows.indexOf(post) + direction];
          if (other) swap.mutate({ moved: post, other });
        }
      : undefined,
    edit: (post) => setDialog({ kind: 'edit', post }),
    remove: (post) =>
      confirmAction({
        message: `¿Eliminar la publicación «${post.title}»? Deja de mostrarse y no se puede deshacer.`,
        confirm: 'Eliminar',
        onConfirm: () => remove.mutate(post),
      }),
    setPublished: (post, published) =>
      edit.mutate({
        id: post.id,
        edit: { published },
        label: `«${post.title}» ${published ? 'publicada' : 'despublicada'}.`,
      }),
  });
  const submit = (request: TPostCreate | TPostEdit) => {
    if (dialog.kind === 'edit')
      edit.mutate({
        id: dialog.post.id,
        edit: request,
        label: `Se guardaron los cambios de «${dialog.post.title}».`,
      });
    else create.mutate(request as TPostCreate);
  };

  return (
    <>
      <AdminPageHeader
        title="Publicaciones"
        description="Las novedades del inicio: contenido, imagen, orden del carrusel y ventana de publicación."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'new' })}>
            Nueva publicación
          </Button>
        }
      />
      <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
        <AdminSearch list={list} placeholder="Título" width={240} />
        <Select
          label="Sección"
          placeholder="Todas"
          data={SECTION_FILTER}
          value={section}
          onChange={(v) => {
            setSection(v);
            list.resetPage();
          }}
          clearable
          clearButtonProps={{ 'aria-label': 'Quitar sección' }}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      <AdminTable<TPostRow>
        label="Publicaciones"
        list={list}
        columns={columns}
        defaultSort={{ sort: 'sortOrder' }}
        emptyText="No hay publicaciones con estos filtros"
      />
      <PostFormDialog
        opened={dialog.kind !== 'closed'}
        post={dialog.kind === 'edit' ? dialog.post : null}
        saving={create.isPending || edit.isPending}
        author={author}
        onClose={close}
        onSubmit={submit}
      />
    </>
  );
}
