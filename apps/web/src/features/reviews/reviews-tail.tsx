'use client';

import { MoreReviews } from './more-reviews';
import { ReviewFormSlot } from './review-form-slot';

/** Under the first page of reviews: "Show more reviews" (if there are more) and the review form. */
export function ReviewsTail(props: {
  productId: number;
  /** The next page to load, or undefined when the server drew them all. */
  nextPage: number | undefined;
  shownIds: number[];
  label: string;
}) {
  return (
    <>
      {props.nextPage !== undefined && (
        <MoreReviews
          productId={props.productId}
          nextPage={props.nextPage}
          shownIds={props.shownIds}
          label={props.label}
        />
      )}
      <ReviewFormSlot productId={props.productId} />
    </>
  );
}
