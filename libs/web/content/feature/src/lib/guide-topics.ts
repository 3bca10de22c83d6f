export interface GuideTopic {
  id: 'sizing' | 'skin-care' | 'maintenance';
  title: string;
  summary: string;
  tips: readonly string[];
}

/** The three topic cards of /guides. Numbers follow the house sizing rules (spec section 9). */
export const GUIDE_TOPICS: readonly GuideTopic[] = [
  {
    id: 'sizing',
    title: 'Sizing',
    summary: 'Get the fit right the first time, for adults and fast-growing puppies.',
    tips: [
      'Measure mid-neck with a soft tape and add 2 inches.',
      'Two fingers should slide flat under the fastened collar.',
      'Choose a collar at least 1.25 inches wide; add 1 extra inch for puppies.',
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
