import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { clearMajorError, useMajorError } from '../../shared/errors/major-error-store';
import { Modal } from '../../shared/ui/modal';

/** Spec 1 §2: only an 'Okay' button; Escape and outside clicks do not dismiss it; Okay goes home. */
export function MajorErrorModal() {
  const message = useMajorError();
  const navigate = useNavigate();
  return (
    <Modal
      id="major-error"
      opened={message !== null}
      title="Uh oh, something went wrong!"
      confirmLabel="Okay"
      closeOnEscape={false}
      closeOnClickOutside={false}
      onConfirm={() => {
        clearMajorError();
        navigate('/');
      }}
    >
      <Text>{message}</Text>
    </Modal>
  );
}
