export function meta() {
  return [{ title: "Floor" }];
}

export default function Floor() {
  return <h1>Floor</h1>;
}
