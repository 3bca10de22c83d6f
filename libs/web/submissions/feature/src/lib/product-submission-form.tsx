import { graphql, useGraphQLMutation } from '@bcg/web/graphql';
import { StackedForm, useToast } from '@bcg/web/shared';
import { fieldErrors, submissionSchema, type SubmissionErrors } from '@bcg/shared/validation';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const SubmitProductMutation = graphql(`
  mutation SubmitProduct($input: ProductSubmissionInput!) {
    submitProduct(input: $input) {
      success
      message
    }
  }
`);

type FieldName = 'productName' | 'productReference' | 'submitterName' | 'submitterEmail';

const EMPTY: Record<FieldName, string> = { productName: '', productReference: '', submitterName: '', submitterEmail: '' };

const Form = styled(StackedForm)`
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const FieldError = styled.span`
  color: #b91c1c;
  font-weight: 600;
`;

/** Bots fill every field; people never see this one. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The server's own rules (the shared submission schema), so the form refuses what the API would, in its words. */
const problemsOf = (fields: Record<FieldName, string>): SubmissionErrors => fieldErrors(submissionSchema, fields);

/** Suggest a collar for review: the shared rules checked on blur and submit, errors shown beside each field. */
export function ProductSubmissionForm() {
  const id = useId();
  const toast = useToast();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<SubmissionErrors>({});
  const [website, setWebsite] = useState('');
  const [submit, { loading }] = useGraphQLMutation(SubmitProductMutation);

  const onChange = (name: FieldName) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const onBlur = (name: FieldName) => () => {
    const problem = problemsOf(fields)[name];
    setErrors((current) => (problem ? { ...current, [name]: problem } : current));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = problemsOf(fields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const { data } = await submit({
        variables: { input: { ...fields, submitterName: fields.submitterName || null, website: website || null } },
      });
      setFields(EMPTY);
      toast({ title: 'Submitted!', description: data?.submitProduct.message ?? 'Thank you for the suggestion.', tone: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to submit the product. Please try again.', tone: 'error' });
    }
  }

  const field = (name: FieldName, label: string, props: { type?: string; autoComplete?: string; hint?: string } = {}) => (
    <label>
      {label}
      {props.hint && <small id={`${id}-${name}-hint`}>{props.hint}</small>}
      <input
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={fields[name]}
        aria-invalid={errors[name] ? 'true' : 'false'}
        aria-describedby={
          [props.hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined
        }
        onChange={onChange(name)}
        onBlur={onBlur(name)}
      />
      {errors[name] && (
        <FieldError id={`${id}-${name}-error`} role="alert">
          {errors[name]}
        </FieldError>
      )}
    </label>
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Suggest a collar for review">
      {field('productName', 'Product name')}
      {field('productReference', 'Amazon ASIN or product link', {
        hint: 'The 10-character code on the product page, or paste the Amazon link.',
      })}
      {field('submitterName', 'Your name (optional)', { autoComplete: 'name' })}
      {field('submitterEmail', 'Your email', { type: 'email', autoComplete: 'email' })}
      <Honeypot aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
        </label>
      </Honeypot>
      <button type="submit" disabled={loading}>
        {loading ? 'Sending...' : 'Suggest This Collar'}
      </button>
    </Form>
  );
}
