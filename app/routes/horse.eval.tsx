// Placeholder: replaced by the issue that builds this page.
export default function Placeholder() {
  return null;
}
