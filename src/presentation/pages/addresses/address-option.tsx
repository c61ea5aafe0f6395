import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addressDescription, type SavedAddress } from '@/domain/addresses/address';
import { deleteAsked, editRequested } from '../../store/addresses/address-editing.slice';
import { useAppDispatch } from '../../store/hooks';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1)};
  border: 1px solid rgba(0, 0, 0, 0.12);
  border-radius: 8px;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  flex: 1 1 200px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
  }
`;

const Text = styled.span`
  display: grid;
  small {
    color: #5f6670;
  }
`;

const SmallButton = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.spacing(1)};
  border: 1px solid rgba(0, 0, 0, 0.2);
  border-radius: 8px;
  background: white;
  color: inherit;
  cursor: pointer;
`;

export interface AddressOptionProps {
  readonly address: SavedAddress;
  readonly selected: boolean;
  readonly disabled: boolean;
  readonly onChoose: () => void;
}

/** One saved address: its slot (home, work, others), title and description, edit and delete. */
export function AddressOption(props: AddressOptionProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { address } = props;
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Row>
      <Choice>
        <input
          type="radio"
          name="delivery-address"
          value={address.queryId}
          checked={props.selected}
          disabled={props.disabled}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          onChange={props.onChoose}
        />
        <Text>
          <strong id={titleId}>{address.title}</strong>
          <small id={descriptionId}>
            {t('addresses.optionDescription', {
              type: t(`address.types.${address.type}`),
              description: addressDescription(address),
            })}
          </small>
        </Text>
      </Choice>
      <SmallButton
        type="button"
        aria-label={t('addresses.editNamed', { title: address.title })}
        onClick={() => dispatch(editRequested(address))}
      >
        {t('addresses.edit')}
      </SmallButton>
      <SmallButton
        type="button"
        aria-label={t('addresses.deleteNamed', { title: address.title })}
        onClick={() => dispatch(deleteAsked(address))}
      >
        {t('addresses.delete')}
      </SmallButton>
    </Row>
  );
}
