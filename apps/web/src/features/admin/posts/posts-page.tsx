import { useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import {
  POST_SECTION_LABELS,
  type TPostCreate,
  type TPostEdit,
  type TPostRow,
} from '@portal/domain/admin/posts';
import { useAuthStore } from '@/shared/auth/auth-store';
import { AdminFilters, AdminFilterSelect } from '../components/admin-filters';
import { AdminHeaderButton, AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { confirmAction } from '../components/confirm-action';
import { useAdminList } from '../model/use-admin-list';
import { useEditDialog } from '../model/use-edit-dialog';
import { PostFormDialog } from './post-form-dialog';
import { postColumns } from './posts-columns';
import { POSTS, useCreatePost, useDeletePost, useEditPost, useSwapPosts } from './posts-api';

const SECTION_FILTER = Object.entries(POST_SECTION_LABELS).map(([value, label]) => ({ value, label }));

/** /admin/posts (issue 31, item 4): the home's posts, their order, window and content. */
export function PostsPage() {
  const author = useAuthStore((state) => state.user?.nombre ?? '');
  const [section, setSection] = useState<string | null>('TICKETS');
  const dialog = useEditDialog<TPostRow>();
  const list = useAdminList(POSTS, {
    section: section ?? undefined,
  });
  const { close } = dialog;
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
    edit: dialog.openEdit,
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
    const post = dialog.editing;
    if (!post) return create.mutate(request as TPostCreate);
    edit.mutate({ id: post.id, edit: request, label: `Se guardaron los cambios de «${post.title}».` });
  };

  return (
    <>
      <AdminPageHeader
        title="Publicaciones"
        description="Las novedades del inicio: contenido, imagen, orden del carrusel y ventana de publicación."
        actions={
          <AdminHeaderButton icon={IconPlus} onClick={dialog.openNew}>
            Nueva publicación
          </AdminHeaderButton>
        }
      />
      <AdminFilters list={list} placeholder="Título" width={240}>
        <AdminFilterSelect
          list={list}
          label="Sección"
          placeholder="Todas"
          data={SECTION_FILTER}
          value={section}
          onChange={setSection}
          clearLabel="Quitar sección"
          width={220}
        />
      </AdminFilters>
      <AdminTable<TPostRow>
        label="Publicaciones"
        list={list}
        columns={columns}
        defaultSort={{ sort: 'sortOrder' }}
        emptyText="No hay publicaciones con estos filtros"
      />
      <PostFormDialog
        opened={dialog.opened}
        post={dialog.editing}
        saving={create.isPending || edit.isPending}
        author={author}
        onClose={close}
        onSubmit={submit}
      />
    </>
  );
}
