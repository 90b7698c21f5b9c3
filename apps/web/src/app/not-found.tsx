import Link from 'next/link';

export default function NotFound() {
  return (
    <section className="panel">
      <h1>Lost at sea</h1>
      <p>
        There is nothing at this address. <Link href="/">Back to the lobby</Link>.
      </p>
    </section>
  );
}
