import type { SeedFaq } from './seed.types';

export const SEED_FAQS: SeedFaq[] = [
  {
    question: 'What size collar does a French bulldog need?',
    answer:
      'Measure the neck where the collar sits and choose the size whose neck range holds that number with at least 1 inch to spare at each end; you should then be able to slide two fingers under the fastened collar. Most adult French bulldogs have necks of 13 to 18 inches, so a Frenchie with a neck of 15.5 inches takes a size for 14 to 18 inch necks, ideally at least 1.25 inches wide. Puppies grow quickly, so choose a size with 2 inches of room above the neck and re-measure every couple of weeks.',
  },
  {
    question: 'Should my bulldog wear a collar or a harness?',
    answer:
      'Both, for different jobs. Bulldogs are brachycephalic, and a dog that pulls on a collar presses on an airway that is already narrow, so clip the leash to a well-fitted harness for walks. Keep a flat collar on for ID tags and quick control around the house.',
  },
  {
    question: 'How tight should a bulldog collar be?',
    answer:
      'Two fingers should slide flat between the collar and the neck. Any tighter and it presses on the windpipe and skin folds; any looser and a bulldog, whose neck is often as wide as its head, can back straight out of it.',
  },
  {
    question: 'How often should I re-measure a growing bulldog puppy?',
    answer:
      'Every one to two weeks until about six months, then monthly until the first birthday. Bulldog puppies can gain 3 to 5 pounds a month, and a collar that fitted on Monday can be tight by the next weekend.',
  },
  {
    question: 'My bulldog keeps slipping out of his collar. What should I do?',
    answer:
      'A limited-slip martingale collar tightens just enough to stop a dog backing out and then stops, without choking. Adjust it so the two rings never meet when pulled tight, and take it off when your dog is unsupervised or in a crate.',
  },
  {
    question: 'Is leather or nylon better for a bulldog with skin folds?',
    answer:
      'Either works if it is wide, smooth-edged and kept clean. Leather with rounded edges is kind to skin but must stay dry; padded nylon or coated biothane suits dogs that get wet often, because damp material against a fold invites irritation. If the skin under the collar turns red or smells, see your vet.',
  },
  {
    question: 'How do I clean my bulldog’s collar?',
    answer:
      'Nylon, neoprene and biothane collars can go through a gentle machine wash or be rinsed under the tap; let them dry fully before refitting. Wipe leather with a damp cloth and condition it monthly. Clean the collar at least every two weeks, since drool and skin oils build up fast on bulldogs.',
  },
  {
    question: 'Does my bulldog need a reflective collar?',
    answer:
      'If you walk before sunrise or after dark, yes. Reflective stitching makes a low, dark-coated bulldog visible to drivers at a distance; pair it with a reflective harness or leash for the best effect.',
  },
  {
    question: 'Do you earn money from the links on this site?',
    answer:
      'Yes. As an Amazon Associate we earn a small commission, typically 1-4%, when you buy through our links, at no extra cost to you. It never decides a ranking: collars are scored on our published testing criteria, and we recommend against products that fail them.',
  },
  {
    question: 'How do you test the collars you review?',
    answer:
      'Every collar we recommend is worn daily by one of our own English, French or American bulldogs for at least 30 days; a collar that fails sooner, with a cracked D-ring or a rubbed neck, is out. We score safety and durability (25%), comfort and fit (25%), customer satisfaction (20%), value (15%) and features (15%), and we check the skin under the collar every week.',
  },
];
