import {
  BREED_FIGURES,
  CHART_COLLAR_COLUMN,
  COLLAR_LENGTH_NOTE,
  formatRange,
  MIN_ADULT_COLLAR_WIDTH_IN,
  MIN_ROOM_IN,
  PUPPY_MIN_COLLAR_WIDTH_IN,
  PUPPY_ROOM_ABOVE_IN,
  SIZE_RULE,
} from '@bcg/shared/sizing';
import { FitFinderBlock } from '@bcg/web/catalogue/ui';
import { Link } from 'react-router';
import { TileGrid, Lead, ProsePage } from './prose-page';

// The figures come from the one breed table every article is checked against (libs/shared/sizing).
const BREEDS = [
  {
    id: 'english',
    figures: BREED_FIGURES.english,
    types: 'Wide flat leather or padded collars with rounded edges; harness for walks.',
    notes: [
      'Heavy neck folds: lift them when measuring and keep the skin under the collar dry.',
      'Among the most brachycephalic breeds: never walk a pulling English bulldog on a collar.',
      'Overheats easily: choose breathable materials for summer.',
    ],
  },
  {
    id: 'french',
    figures: BREED_FIGURES.french,
    types: 'Light padded collars or limited-slip martingales for dogs that back out; harness for walks.',
    notes: [
      'The neck is often nearly as wide as the head, so flat collars can slip off.',
      'Fine, short coats and chin folds irritate easily: padded or biothane collars help.',
      'Small and low to the ground: add reflective trim for evening walks.',
    ],
  },
  {
    id: 'american',
    figures: BREED_FIGURES.american,
    types: 'Heavy-duty nylon or thick leather with metal hardware; a handle for brief control.',
    notes: [
      'Strong and athletic: insist on welded D-rings and metal buckles.',
      'Necks keep thickening until two or three years old: re-measure every few months.',
      'Longer muzzle than its cousins, but still prone to overheating on hot days.',
    ],
  },
];

/** /breed-guides: measurements, collar types and notes per breed, universal rules and how to measure. */
export function BreedGuidesPage() {
  return (
    <ProsePage
      title="Collar Guides for English, French and American Bulldogs"
      crumb="Breed-Specific Guides"
      path="/breed-guides"
      description="Neck measurements, collar sizes, widths and collar types for English, French and American bulldogs, with universal fitting rules and measuring steps."
      keywords={['english bulldog collar', 'french bulldog collar', 'american bulldog collar', 'bulldog neck measurements']}
    >
      <h1>Breed-Specific Collar Guides</h1>
      <Lead>
        Three breeds share a name but not a neck. Start with the measurements for your bulldog, then always measure your own dog. These are
        each breed’s own adult figures; the general chart on our sizing guide is drawn for a full-size bulldog of any breed.
      </Lead>
      <FitFinderBlock />

      {BREEDS.map((breed) => (
        <section key={breed.id} aria-labelledby={`breed-${breed.id}`}>
          <h2 id={`breed-${breed.id}`}>{breed.figures.name}</h2>
          <table>
            <caption className="visually-hidden">{breed.figures.name}: typical adult measurements (this breed’s own figures)</caption>
            <tbody>
              <tr>
                <th scope="row">Adult weight ({breed.figures.name})</th>
                <td>{formatRange(breed.figures.weightLbs, 'lbs')}</td>
              </tr>
              <tr>
                <th scope="row">Adult neck</th>
                <td>{formatRange(breed.figures.neckIn, 'in')}</td>
              </tr>
              <tr>
                <th scope="row">{CHART_COLLAR_COLUMN}</th>
                <td>{formatRange(breed.figures.collarIn, 'in')}</td>
              </tr>
              <tr>
                <th scope="row">Recommended width</th>
                <td>{formatRange(breed.figures.widthIn, 'in')}</td>
              </tr>
              <tr>
                <th scope="row">Collar types</th>
                <td>{breed.types}</td>
              </tr>
            </tbody>
          </table>
          <ul>
            {breed.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ))}

      <h2>Universal guidelines</h2>
      <TileGrid>
        <div>
          <h3>Size by the neck</h3>
          <p>{SIZE_RULE}</p>
        </div>
        <div>
          <h3>Two fingers</h3>
          <p>Two fingers should slide flat under the fastened collar.</p>
        </div>
        <div>
          <h3>Go wide</h3>
          <p>At least {MIN_ADULT_COLLAR_WIDTH_IN} inches wide for any adult bulldog.</p>
        </div>
        <div>
          <h3>Puppies: room to grow</h3>
          <p>
            Choose a size with at least {PUPPY_ROOM_ABOVE_IN} inches above the neck (and {MIN_ROOM_IN} below), from{' '}
            {PUPPY_MIN_COLLAR_WIDTH_IN} inches wide, and re-check weekly.
          </p>
        </div>
      </TileGrid>

      <h2>How to measure your bulldog’s neck</h2>
      <ol>
        <li>Use a soft tape measure (or a piece of string and a ruler).</li>
        <li>Find the middle of the neck, halfway between the skull and the shoulders, and lift any loose folds.</li>
        <li>Wrap the tape snugly but without pinching; read the number where it overlaps.</li>
        <li>Measure standing and sitting, and keep the larger number.</li>
        <li>
          Look that number up in the collar’s size table, in the neck column: {SIZE_RULE.charAt(0).toLowerCase() + SIZE_RULE.slice(1)}
        </li>
        <li>Fasten it and check the two-finger fit. {COLLAR_LENGTH_NOTE}</li>
      </ol>
      <p>
        The full method, with common mistakes, is in our <Link to="/blog/how-to-measure-your-bulldog-for-a-collar">measuring guide</Link>.
      </p>
    </ProsePage>
  );
}
