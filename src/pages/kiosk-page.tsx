export default function KioskPage() {
  return null;
}
