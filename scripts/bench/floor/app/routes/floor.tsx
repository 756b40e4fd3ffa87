import { useState } from "react";

export function meta() {
  return [{ title: "Floor" }];
}

/** A heading, and the least a tap can do (one state change): what `bench:interactions` taps as its floor. */
export default function Floor() {
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <h1>Floor</h1>
      <button type="button" aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
        Floor
      </button>
    </>
  );
}
