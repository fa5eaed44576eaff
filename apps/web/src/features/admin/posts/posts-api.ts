import { z } from 'zod';
import {
  ZImageUploaded,
  ZPostRow,
  type TImageUploaded,
  type TPostCreate,
  type TPostEdit,
  type TPostRow,
} from '@portal/domain/admin/posts';
import { apiRequest } from '@/shared/api-client';
import { useAdminMutation } from '../model/use-admin-mutation';
import { adminResource, useAdminCreate, useAdminEdit } from '../model/use-admin-resource';

// GET/POST /api/admin/posts, PATCH/DELETE /posts/:id, POST /posts/orden, POST /imagenes (issue 31, item 4).

export const POSTS = adminResource('posts', '/posts', ZPostRow);

export const useCreatePost = (onSaved: () => void) =>
  useAdminCreate<TPostCreate, TPostRow>({
    ...POSTS,
    success: (post) => `Se creó la publicación «${post.title}».`,
    onSuccess: onSaved,
  });

/** An edit, or publishing and unpublishing: shown in the list at once, undone if refused. */
export const useEditPost = (onSaved?: () => void) =>
  useAdminEdit<TPostEdit, TPostRow>({
    ...POSTS,
    idOf: (post) => post.id,
    optimistic: (post, edit) =>
      edit.published === undefined ? post : { ...post, published: edit.published },
    onSaved,
  });

export const useDeletePost = () =>
  useAdminMutation<TPostRow, unknown, TPostRow>({
    list: POSTS.list,
    mutationFn: (post) => apiRequest('admin', `/posts/${post.id}`, { method: 'DELETE' }),
    success: (_r, post) => `Se eliminó la publicación «${post.title}».`,
  });

/** Two neighbours swap places: at once on screen, for good once the server agrees. */
export const useSwapPosts = () =>
  useAdminMutation<{ moved: TPostRow; other: TPostRow }, unknown, TPostRow>({
    list: POSTS.list,
    mutationFn: ({ moved, other }) =>
      apiRequest('admin', '/posts/orden', {
        method: 'POST',
        body: { ids: [moved.id, other.id] },
        schema: z.object({ ids: z.array(z.number()) }),
      }),
    matches: (post, { moved, other }) => post.id === moved.id || post.id === other.id,
    optimistic: (post, { moved, other }) => (post.id === moved.id ? other : moved),
    success: (_r, { moved }) => `Se movió «${moved.title}».`,
  });

/** POST /imagenes with the file itself as the body; a refusal answers the server's Spanish message. */
export const uploadImage = (file: File): Promise<TImageUploaded> =>
  apiRequest('admin', '/imagenes', {
    method: 'POST',
    body: file,
    // the server judges the bytes: a file the browser types as something else is still sent
    headers: { 'Content-Type': file.type.startsWith('image/') ? file.type : 'application/octet-stream' },
    schema: ZImageUploaded,
  });
