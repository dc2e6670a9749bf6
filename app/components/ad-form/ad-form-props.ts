import type { SubmissionResult } from '@conform-to/react';
import type { AdStep } from '../../../common/ads/ad-schemas.ts';
import type { AdDraftView, AdFormChoices } from '../../../server/ads/ad-form-data.ts';

/** What the form's action answered: a refused step's result, a media problem, or what is missing. */
type AdFormAnswer =
  | {
      step: AdStep;
      result?: SubmissionResult<string[]>;
      mediaError?: { key: string; values?: Record<string, string | number>; file?: string };
      missing?: Record<string, string[]>;
    }
  | undefined;

export interface AdFormProps {
  ad: AdDraftView | null;
  step: AdStep;
  choices: AdFormChoices;
  answer: AdFormAnswer;
  mode: 'new' | 'edit';
}
