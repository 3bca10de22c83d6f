import { Field, ObjectType } from 'type-graphql';
import { Revision } from './revision.entity';

/** One field a restore would change, its value now and the revision's, as JSON text so any field shape fits. */
@ObjectType({ description: 'One field a restore would change: its value now and the revision’s.' })
class RevisionChange {
  @Field({ description: 'The field’s name, as in the editor’s input (e.g. "price", "bulldogFitNotes").' })
  field!: string;

  @Field({ description: 'Its value now, as JSON ("null" when empty).' })
  current!: string;

  @Field({ description: 'The revision’s value, as JSON ("null" when empty).' })
  revision!: string;
}

/** What restoring one revision would do, for the owner to read before confirming. */
@ObjectType({ description: 'What restoring a revision would change, field by field.' })
export class RevisionComparison {
  @Field(() => Revision, { description: 'The revision compared.' })
  revision!: Revision;

  @Field(() => [RevisionChange], { description: 'The fields that differ (none: restoring it changes nothing).' })
  changes!: RevisionChange[];
}
