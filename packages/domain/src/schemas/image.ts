import * as v from 'valibot';

/**
 * SPEC §3 "Product image": the original and its stored thumbnails. Its own module so the user
 * schema (checked on every first visit) does not bring every account form schema along.
 */
export const imageSchema = v.object({
  fileUri: v.string(),
  thumbUri150: v.string(),
  thumbUri360: v.string(),
  thumbUri780: v.string(),
  thumbUri1600: v.string(),
  originName: v.string(),
});
export type Image = v.InferOutput<typeof imageSchema>;
