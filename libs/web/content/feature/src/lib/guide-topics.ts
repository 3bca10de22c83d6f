import { MIN_ADULT_COLLAR_WIDTH_IN, MIN_ROOM_IN, PUPPY_ROOM_ABOVE_IN, TWO_FINGER_CHECK } from '@bcg/shared/sizing';

export interface GuideTopic {
  id: 'sizing' | 'skin-care' | 'maintenance';
  title: string;
  summary: string;
  tips: readonly string[];
}

/** The three topic cards of /guides. The sizing numbers come from the house sizing rules (libs/shared/sizing). */
export const GUIDE_TOPICS: readonly GuideTopic[] = [
  {
    id: 'sizing',
    title: 'Sizing',
    summary: 'Get the fit right the first time, for adults and fast-growing puppies.',
    tips: [
      `Measure mid-neck with a soft tape and choose the size whose neck range holds it with ${MIN_ROOM_IN} inch to spare each way.`,
      TWO_FINGER_CHECK,
      `Choose a collar at least ${MIN_ADULT_COLLAR_WIDTH_IN} inches wide; give a puppy ${PUPPY_ROOM_ABOVE_IN} inches of room to grow.`,
    ],
  },
  {
    id: 'skin-care',
    title: 'Skin Care',
    summary: 'Keep the folds under the collar clean, dry and healthy.',
    tips: [
      'Take the collar off for a few hours every day.',
      'Wipe and dry the neck folds daily, more often in summer.',
      'Redness, smell or discharge under the collar: see your vet.',
    ],
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    summary: 'A clean, sound collar lasts longer and is kinder to skin.',
    tips: [
      'Wash fabric and neoprene collars every two weeks.',
      'Wipe and condition leather monthly; let every collar dry fully.',
      'Replace a collar with frayed stitching or a bent buckle at once.',
    ],
  },
];
