import type { ImageOwner, ImageSize } from './images.service';

/** SQL for the URL path of one size of the image row `image`. */
const urlSql = (size: ImageSize) => `'/api/images/' || image.hash || '/${size}.webp'`;
const URLS_SQL = `'url', ${urlSql('large')}, 'thumbnailUrl', ${urlSql('thumbnail')}`;

/** SQL for a JSON array of the images (ImageLinks) of the owner whose id is in `ownerIdColumn`, in order. */
export function imageLinksSql(kind: ImageOwner['kind'], ownerIdColumn: string): string {
  return `(SELECT COALESCE(json_agg(json_build_object('id', image.id, ${URLS_SQL}) ORDER BY image.position), '[]'::json)
      FROM image WHERE image.owner_kind = '${kind}' AND image.owner_id = ${ownerIdColumn})`;
}

/** SQL for the first image (ImageUrls as JSON) of the owner whose id is in `ownerIdColumn`, or null. */
export function firstImageUrlsSql(kind: ImageOwner['kind'], ownerIdColumn: string): string {
  return `(SELECT json_build_object(${URLS_SQL}) FROM image
      WHERE image.owner_kind = '${kind}' AND image.owner_id = ${ownerIdColumn} ORDER BY image.position LIMIT 1)`;
}

/** The first image of each owner of this kind whose id is in $1, as `urls` (null for none). */
export const firstImageUrlsOfOwnersSql = (kind: ImageOwner['kind']) =>
  `SELECT owner.id, ${firstImageUrlsSql(kind, 'owner.id')} AS urls FROM unnest($1::uuid[]) AS owner(id)`;

/** The bytes of one size of the image whose content hash is $1. */
export const imageBytesSql = (size: ImageSize) =>
  `SELECT ${size === 'thumbnail' ? 'thumbnail' : 'large'} AS bytes FROM image WHERE hash = $1 LIMIT 1`;

// The statements on an owner's images take its kind and id as $1 and $2 (after the image's id for DELETE_IMAGE).

export const IMAGE_COUNT_OF_OWNER = 'SELECT COUNT(*)::int AS count FROM image WHERE owner_kind = $1 AND owner_id = $2';
export const IMAGE_IDS_OF_OWNER = 'SELECT id FROM image WHERE owner_kind = $1 AND owner_id = $2';
/** Adds an image at position $3: its content hash $4, its thumbnail $5 and its large size $6. */
export const INSERT_IMAGE = `INSERT INTO image (owner_kind, owner_id, position, hash, thumbnail, large)
       VALUES ($1, $2, $3, $4, $5, $6)`;
/** Deletes the owner's image $1, answering the position it held. */
export const DELETE_IMAGE = 'DELETE FROM image WHERE id = $1 AND owner_kind = $2 AND owner_id = $3 RETURNING position';
/** Moves up the owner's images after position $3, closing the gap a deleted one left. */
export const CLOSE_IMAGE_GAP =
  'UPDATE image SET position = position - 1 WHERE owner_kind = $1 AND owner_id = $2 AND position > $3';
/** Puts the owner's images in the order of the ids in $3. */
export const REORDER_IMAGES = `UPDATE image SET position = array_position($3::uuid[], id)
       WHERE owner_kind = $1 AND owner_id = $2`;
export const DELETE_IMAGES_OF_OWNER = 'DELETE FROM image WHERE owner_kind = $1 AND owner_id = $2';
