import { editorialScore, formatScore, SCORING_CRITERIA, type CriterionScores } from '@bcg/shared/reviews';
import { Link } from 'react-router';
import { Callout, Lead, ProsePage } from './prose-page';

/** The worked example under the weights table: its total comes from the same formula as every review's. */
const EXAMPLE_MARKS: CriterionScores = { safetyDurability: 9.5, comfortFit: 9, customerSatisfaction: 9.6, value: 7.5, features: 7 };

/** /methodology: research, review analysis, breed-specific evaluation and scoring weights. */
export function MethodologyPage() {
  return (
    <ProsePage
      title="How We Test Bulldog Collars"
      crumb="How We Test"
      path="/methodology"
      description="Our bulldog collar testing method: research, owner review analysis, 30+ days of breed-specific wear testing and a weighted score for every collar."
      keywords={['how we test dog collars', 'collar testing methodology', 'bulldog collar scoring']}
    >
      <h1>How We Test</h1>
      <Lead>Every score on this site comes from the same four-step process, so collars can be compared fairly.</Lead>

      <h2>1. Research</h2>
      <p>
        We start from what bulldog owners actually buy: best-seller lists, breed club forums, owner groups and our readers’ suggestions. We
        exclude collars with known safety recalls, and we consider a collar narrower than 1.25 inches only as a puppy collar or a spare for
        ID tags, never as an adult’s walking collar.
      </p>

      <h2>2. Review analysis</h2>
      <p>
        Before a collar arrives we read its verified owner reviews, looking for patterns rather than star averages: buckles that open under
        load, D-rings that bend, colour that runs, sizing that runs small. Reviews from owners of brachycephalic breeds count for more,
        because their problems are the ones our readers will have.
      </p>

      <h2>3. Breed-specific evaluation</h2>
      <p>
        Each collar is fitted to a dog of the breed it suits best, using our measuring method: the size whose neck range holds the dog's
        neck with at least 1 inch to spare at each end, two fingers under the fastened collar, and at least 1.25 inches of width for adults.
        It is then worn daily for at least 30 days, unless it fails first.
      </p>
      <ul>
        <li>
          <strong>English bulldogs:</strong> heavy neck folds and drool test edges, width and cleaning.
        </li>
        <li>
          <strong>French bulldogs:</strong> necks nearly as wide as the head test escape resistance and weight.
        </li>
        <li>
          <strong>American bulldogs:</strong> strength and pulling power test hardware and stitching.
        </li>
      </ul>
      <p>
        We check the skin under the collar every week, measure stretch, and photograph wear at the holes, stitching and D-ring at the start
        and end of the test.
      </p>

      <h2>4. Scoring</h2>
      <table>
        <caption className="visually-hidden">Scoring weights</caption>
        <thead>
          <tr>
            <th scope="col">Criterion</th>
            <th scope="col">Weight</th>
            <th scope="col">What we measure</th>
          </tr>
        </thead>
        <tbody>
          {SCORING_CRITERIA.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.weight}%</td>
              <td>{row.measures}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Each criterion gets a mark out of 10. The editorial score is their weighted mean, rounded to one decimal: a collar marked{' '}
        {SCORING_CRITERIA.map(({ key }) => formatScore(EXAMPLE_MARKS[key])).join(', ')} in that order scores{' '}
        {formatScore(editorialScore(EXAMPLE_MARKS))}/10. Every <Link to="/collars">collar review</Link> shows its five marks next to the
        score, and the retailer’s star rating separately, labelled as Amazon’s.
      </p>
      <Callout>
        <p>
          Commissions never enter the score. We earn the same small percentage (typically 1-4%) whichever collar you choose; see our{' '}
          <Link to="/disclosure">affiliate disclosure</Link>.
        </p>
      </Callout>

      <h2>Updates</h2>
      <p>
        We re-check prices and availability regularly and re-test when a manufacturer changes materials or hardware. A review’s price always
        shows the date it was last checked.
      </p>
    </ProsePage>
  );
}
