import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { AD_PHOTO_FORMATS, AD_PHOTO_MAX_BYTES, AD_PHOTOS_MAX, AD_VIDEO_MAX_BYTES } from '../../common/ads/ad-limits.ts';
import {
  type AdStep,
  categoryStepSchema,
  detailsStepSchema,
  locationStepSchema,
  typeStepSchema,
} from '../../common/ads/ad-schemas.ts';
import { parsePhotoMove } from '../../common/ads/photo-order.ts';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { imageProblemMessage } from '../../common/media/image-problems.ts';
import type { UserRow } from '../../server/accounts/users.ts';
import {
  type AdRow,
  createDraft,
  saveAdDetails,
  saveAdLocation,
  saveAdSubcategory,
  saveAdType,
} from '../../server/ads/ad-drafts.ts';
import { submitAd } from '../../server/ads/ad-lifecycle.ts';
import { addPhoto, addVideo, movePhoto, removeMedia } from '../../server/ads/ad-media.ts';
import { invalidInput, notFound, unknownIntent } from '../../server/http/app-errors.ts';
import { readUploadForm } from './upload-form.server.ts';

/** Where each step goes next. */
const NEXT: Record<AdStep, AdStep> = {
  type: 'category',
  category: 'details',
  details: 'location',
  location: 'media',
  media: 'preview',
  preview: 'preview',
};

/** The address of a step: a new ad's steps live under /s/add, an existing ad's under its edit page. */
function adStepPath({ url, ad, step }: { url: URL; ad: Pick<AdRow, 'id' | 'slug' | 'status'>; step: AdStep }) {
  const locale = localeFromPath(url.pathname);
  const editing = url.pathname.endsWith('/edit');
  const path = editing ? `/s/${ad.slug}/edit?step=${step}` : `/s/add?ad=${ad.id}&step=${step}`;
  return localizePath(path, locale);
}

const PHOTO_LIMITS = { maxBytes: AD_PHOTO_MAX_BYTES, formats: AD_PHOTO_FORMATS };

/** A step's values refused: the form again with its messages and what was typed, as a 400. */
function invalid<T>(answer: T) {
  return data(answer, { status: 400 });
}

/**
 * One posting-form step posted: checked with its schema, saved to the owner's own draft, then on
 * to the next step. A refused value comes back with what the person typed, and nothing is lost.
 */
export async function handleAdFormAction({
  request,
  url,
  user,
  ad,
}: {
  request: Request;
  url: URL;
  user: UserRow;
  ad: AdRow | undefined;
}) {
  const form = await readUploadForm(request, AD_VIDEO_MAX_BYTES);
  if (!form)
    return data({ step: 'media' as const, mediaError: { key: 'validation.video_too_large' } }, { status: 413 });
  const intent = String(form.get('intent') ?? '');
  const ownerId = user.id;
  const go = (target: AdRow, step: AdStep) => redirect(adStepPath({ url, ad: target, step }));

  if (intent === 'type') {
    const submission = parseWithZod(form, { schema: typeStepSchema });
    if (submission.status !== 'success') return invalid({ step: 'type' as const, result: submission.reply() });
    const saved = ad
      ? await saveAdType({ ownerId, adId: ad.id, type: submission.value.type })
      : await createDraft({ ownerId, language: localeFromPath(url.pathname), type: submission.value.type });
    if (!saved) notFound();
    return go(saved, NEXT.type);
  }
  if (!ad) invalidInput();

  switch (intent) {
    case 'category': {
      const submission = parseWithZod(form, { schema: categoryStepSchema });
      if (submission.status !== 'success') return invalid({ step: 'category' as const, result: submission.reply() });
      const saved = await saveAdSubcategory({ ownerId, adId: ad.id, subcategory: submission.value.subcategory });
      if (!saved.ok)
        return invalid({ step: 'category' as const, result: submission.reply({ fieldErrors: saved.fieldErrors }) });
      return go(saved.ad, NEXT.category);
    }
    case 'details': {
      const schema = detailsStepSchema({ currentYear: new Date().getFullYear() });
      const submission = parseWithZod(form, { schema });
      if (submission.status !== 'success') return invalid({ step: 'details' as const, result: submission.reply() });
      const saved = await saveAdDetails({ ownerId, adId: ad.id, values: submission.value });
      if (!saved.ok)
        return invalid({ step: 'details' as const, result: submission.reply({ fieldErrors: saved.fieldErrors }) });
      return go(saved.ad, NEXT.details);
    }
    case 'location': {
      const submission = parseWithZod(form, { schema: locationStepSchema });
      if (submission.status !== 'success') return invalid({ step: 'location' as const, result: submission.reply() });
      const saved = await saveAdLocation({ ownerId, adId: ad.id, ...submission.value });
      if (!saved.ok)
        return invalid({ step: 'location' as const, result: submission.reply({ fieldErrors: saved.fieldErrors }) });
      // Without JavaScript the towns of a newly chosen province appear only now: stay to pick one.
      const townsSeen = form.get('townsFor') === saved.ad.provinceId;
      const stay = ad.provinceId !== saved.ad.provinceId && !submission.value.town && !townsSeen;
      return go(saved.ad, stay ? 'location' : NEXT.location);
    }
    case 'photos':
    case 'video':
    case 'media-done': {
      // Whatever is chosen travels with any of the step's buttons: a plain form's "Continue"
      // sends the files not uploaded yet, and they are kept before going on (issue 30 d).
      const refused = await storeChosenMedia({ form, ownerId, adId: ad.id, asked: intent });
      if (refused) return data({ step: 'media' as const, mediaError: refused }, { status: 400 });
      return go(ad, intent === 'media-done' ? 'preview' : 'media');
    }
    case 'remove-media':
      if (!(await removeMedia({ ownerId, mediaId: String(form.get('media') ?? '') }))) {
        notFound();
      }
      return go(ad, 'media');
    case 'move-media': {
      // A direction from the buttons, or a place by number from a drag and drop.
      const to = parsePhotoMove(form.get('to'), AD_PHOTOS_MAX);
      if (to === undefined) invalidInput();
      if (!(await movePhoto({ ownerId, mediaId: String(form.get('media') ?? ''), to }))) {
        notFound();
      }
      return go(ad, 'media');
    }
    case 'publish': {
      const submitted = await submitAd({ ownerId, adId: ad.id });
      if (!submitted.ok) return { step: 'preview' as const, missing: submitted.missing };
      return redirect(
        localizePath(`/ad-successfully?ad=${encodeURIComponent(submitted.ad.slug)}`, localeFromPath(url.pathname)),
      );
    }
    default:
      unknownIntent();
  }
}

/**
 * Keeps the photos and the video in a media form, photos first in the order chosen. Returns the
 * first refusal (the photos before it are kept), or a "choose a file" when the button that was
 * pressed names a kind none of which was chosen.
 */
async function storeChosenMedia({
  form,
  ownerId,
  adId,
  asked,
}: {
  form: FormData;
  ownerId: string;
  adId: string;
  asked: 'photos' | 'video' | 'media-done';
}): Promise<{ key: string; values?: Record<string, string | number>; file?: string } | undefined> {
  const chosen = (name: string) =>
    form.getAll(name).filter((file): file is File => file instanceof File && file.size > 0);
  const photos = chosen('photos');
  const [video] = chosen('video');
  if (asked === 'photos' && photos.length === 0) return { key: 'validation.image_required' };
  if (asked === 'video' && !video) return { key: 'validation.image_or_video_required' };
  for (const file of photos) {
    const added = await addPhoto({ ownerId, adId, bytes: Buffer.from(await file.arrayBuffer()) });
    if (!added.ok) {
      const message =
        added.problem === 'too_many'
          ? { key: 'validation.photos_max', values: { max: AD_PHOTOS_MAX } }
          : added.problem === 'not_found'
            ? { key: 'errors.not_found' }
            : imageProblemMessage(added.problem, PHOTO_LIMITS);
      return { ...message, file: file.name.slice(0, 80) };
    }
  }
  if (!video) return undefined;
  const added = await addVideo({ ownerId, adId, bytes: Buffer.from(await video.arrayBuffer()) });
  if (added.ok) return undefined;
  return {
    key:
      added.problem === 'too_large'
        ? 'validation.video_too_large'
        : added.problem === 'store_failed'
          ? 'errors.storage_failed'
          : 'validation.image_or_video_required',
  };
}
