import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { space } from "../../theme";
import { Button } from "../../primitives/Button";
import { Icon } from "../../primitives/Icon";
import { TextField } from "../../primitives/TextField";

export interface KeyphraseBoxTexts {
  /** The search box's label ("Sök bland bilarna"). */
  keyphraseLabel: string;
  /** The submit button ("Sök"). */
  keyphraseSubmit: string;
}

export interface KeyphraseBoxProps {
  /** The query's keyphrase; the box follows it when it changes (chip removed, clear all). */
  keyphrase: string;
  /** Submitted with Enter or the button (trimmed by the query). */
  onSubmit: (keyphrase: string) => void;
  texts: KeyphraseBoxTexts;
}

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${space.xs};
  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/** Free-text search over the cars: a search form, submitted with Enter or the button. */
export function KeyphraseBox({ keyphrase, onSubmit, texts }: KeyphraseBoxProps) {
  const [text, setText] = useState(keyphrase);
  const [shownKeyphrase, setShownKeyphrase] = useState(keyphrase);
  // A new keyphrase from outside (chip removed, clear all, back button) replaces the typing.
  if (keyphrase !== shownKeyphrase) {
    setShownKeyphrase(keyphrase);
    setText(keyphrase);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        type="search"
        label={texts.keyphraseLabel}
        value={text}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">
        <Icon name="Search" size="sm" />
        {texts.keyphraseSubmit}
      </Button>
    </Form>
  );
}
