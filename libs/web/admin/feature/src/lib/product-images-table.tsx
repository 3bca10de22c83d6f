import { useQuery } from '@apollo/client/react';
import { graphql } from '@bcg/web/graphql';
import styled from 'styled-components';
import { ProductImageUpload } from './product-image-upload';

export const AdminProductImagesQuery = graphql(`
  query AdminProductImages {
    products {
      id
      name
      imageUrl
    }
  }
`);

const List = styled.ul`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
`;

/**
 * The Images tab: every public collar with its current image and a photo upload. (Until the product editor hosts
 * {@link ProductImageUpload} itself, this is where photos are set.)
 */
export function ProductImagesTable({ onUnauthenticated }: { onUnauthenticated: () => void }) {
  const { data, loading, error, refetch } = useQuery(AdminProductImagesQuery, { fetchPolicy: 'network-only' });
  if (loading && !data) return <p role="status">Loading products...</p>;
  if (error || !data) return <p role="alert">Failed to fetch products</p>;
  return (
    <List aria-label="Product images">
      {data.products.map((product) => (
        <li key={product.id}>
          <ProductImageUpload
            productId={product.id}
            productName={product.name}
            imageUrl={product.imageUrl}
            onUploaded={() => void refetch()}
            onUnauthenticated={onUnauthenticated}
          />
        </li>
      ))}
    </List>
  );
}
