import { Type } from '@sinclair/typebox';
import { dateTime, nullable, optionalNullableText, optionalText } from './common-schemas';

export const ProductSubmissionBody = Type.Object({
  productName: Type.String({ description: 'Up to 200 characters of plain text.' }),
  productReference: optionalText(
    'The Amazon ASIN, or an Amazon product link the ASIN is taken from. One of productReference, amazonAsin or productUrl is required.',
  ),
  amazonAsin: optionalText('Legacy name of productReference.'),
  productUrl: optionalText('Legacy name of productReference.'),
  submitterName: optionalNullableText('Optional, up to 120 characters of plain text.'),
  submitterEmail: Type.String({ description: 'The submitter’s address: 5 to 254 characters once trimmed.' }),
  website: optionalNullableText('Leave empty: a field for bots (anything in it drops the submission, with the same thanks).'),
});

export const StatusBody = Type.Object({
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')], { description: 'Only a pending submission can be moved.' }),
});

export const Submission = Type.Object({
  id: Type.Integer(),
  productName: Type.String(),
  amazonAsin: Type.String(),
  submitterName: nullable<string>('string'),
  submitterEmail: Type.String(),
  status: Type.String({ description: "'pending', 'approved' or 'rejected'." }),
  submittedAt: dateTime('When the suggestion was received.'),
});
