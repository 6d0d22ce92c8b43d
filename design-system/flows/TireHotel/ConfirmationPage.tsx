import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { space } from "../../theme";
import { dayKey } from "../../primitives/Calendar/dates";
import { Button } from "../../primitives/Button";
import { Card } from "../../primitives/Card";
import { Notice } from "../../primitives/Notice";
import { StarRating } from "../../primitives/StarRating";
import { Text } from "../../primitives/Text";
import { TextArea } from "../../primitives/TextArea";
import { appointmentText, canSendRating, RATING_MAX } from "./rules";
import { Actions, Facts, PageBody, type PageProps } from "./shared";

const REVIEW_COMMENT_MAX_LENGTH = 1000;

/** Confirmation ('Tack för din bokningsförfrågan'): the summary and a rating of the booking. */
export function ConfirmationPage({
  state,
  client,
  texts,
  logout,
  subLevel,
  locale,
  reportError,
  today,
  homeHref,
}: PageProps & { today: Date; homeHref: string }) {
  const confirmation = state.confirmation;
  if (!confirmation) return null;
  const { customerBase: customer, workshop } = confirmation;

  return (
    <PageBody>
      <Text>{texts.confirmationIntro}</Text>
      <Facts
        items={[
          [texts.bookingNumberTerm, confirmation.bookingConfirmationId],
          confirmation.services.length > 0 && [
            texts.servicesTerm,
            confirmation.services.map((service) => service.name).join(", "),
          ],
          [texts.timeTerm, appointmentText(confirmation, texts.fullDay, locale)],
          [texts.workshopTerm, [workshop.name, workshop.address].filter(Boolean).join(", ")],
          workshop.phoneNumber ? [texts.phoneTerm, workshop.phoneNumber] : null,
          workshop.email ? [texts.emailTerm, workshop.email] : null,
          [texts.nameTerm, `${customer.firstName} ${customer.lastName}`],
          [texts.emailTerm, customer.email],
          [texts.mobile, customer.phoneMobile],
          confirmation.freeText ? [texts.commentTerm, confirmation.freeText] : null,
        ]}
      />
      <Rating
        texts={texts}
        subLevel={subLevel}
        send={async (rating, comment) => {
          const result = await client.addReview({ rating, comment, date: dayKey(today) });
          if (!result.ok) reportError("tirehotel.review-failed", { status: result.status });
        }}
      />
      <Actions>
        <Button href={homeHref}>{texts.goHome}</Button>
        <Button variant="Secondary" onClick={logout}>
          {texts.otherCar}
        </Button>
      </Actions>
    </PageBody>
  );
}

/** Stars 1–5 and a comment; a thank-you after sending, whatever the answer (specs §8). */
function Rating({
  texts,
  subLevel,
  send,
}: Pick<PageProps, "texts" | "subLevel"> & {
  send: (rating: number, comment: string) => Promise<void>;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [phase, setPhase] = useState<"idle" | "sending" | "sent">("idle");
  const thanks = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (phase === "sent") thanks.current?.focus();
  }, [phase]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSendRating(rating) || rating === null || phase !== "idle") return;
    setPhase("sending");
    await send(rating, comment.trim()).catch(() => undefined);
    setPhase("sent");
  };

  return (
    <Card title={texts.ratingLabel} titleLevel={subLevel} titleSize="lg" variant="outlined">
      {phase === "sent" ? (
        <div ref={thanks} tabIndex={-1}>
          <Notice tone="success" live>
            {texts.ratingThanks}
          </Notice>
        </div>
      ) : (
        <RatingForm onSubmit={submit} noValidate>
          <StarRating
            label={texts.ratingLabel}
            hideLabel
            max={RATING_MAX}
            value={rating}
            onChange={setRating}
            starLabel={texts.starLabel}
            valueText={texts.ratingValue}
          />
          <TextArea
            label={texts.ratingComment}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            rows={3}
            onChange={(event) => setComment(event.target.value)}
          />
          <div>
            <Button
              type="submit"
              variant="Secondary"
              disabled={!canSendRating(rating)}
              loading={phase === "sending"}
            >
              {texts.sendRating}
            </Button>
          </div>
        </RatingForm>
      )}
    </Card>
  );
}

const RatingForm = styled.form`
  display: grid;
  gap: ${space.md};
`;
