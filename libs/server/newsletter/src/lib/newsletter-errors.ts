/** The sentences the newsletter answers with (the dashboard shows them as they are). */
export const NEWSLETTER_ERRORS = {
  notFound: 'No newsletter issue has this id',
  articleNotFound: 'No published article has this id: only a published article can become an issue',
  notEditable: 'This issue is being sent or has been sent, so its subject, preheader and body can no longer change',
  notDeletable: 'Only a draft can be deleted; cancel the schedule first, and a sent issue stays in the archive',
  notSendable: 'This issue is already being sent or has been sent',
  notScheduled: 'This issue is not scheduled, so there is no schedule to cancel',
  sendAtPast: 'The send time must be in the future; leave it out to send now',
} as const;
