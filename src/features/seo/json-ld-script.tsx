import { jsonLdGraph, serializeJsonLd, type Node } from './json-ld';

/** Nodes as one schema.org graph in a <script type="application/ld+json"> (nothing for none). */
export function JsonLdScript({ nodes }: { nodes: Node[] }) {
  if (nodes.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }} />;
}
