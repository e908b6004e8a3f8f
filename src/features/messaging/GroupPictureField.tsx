import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { PICTURE_ACCEPT, type Attachment } from '../../../machines/messaging/messaging.types';
import { Button } from '../../ui/Button';
import { ChatAvatar } from './ChatAvatar';
import { PendingUpload } from './PendingUpload';

/**
 * A group's picture: the one it has, Choose a picture (uploaded at once, with progress, Cancel,
 * Retry, or why it was refused) and Remove. `onChange` gets the uploaded picture's address, or
 * null when it is removed; the caller saves it with the group.
 */
export function GroupPictureField({
  name,
  url,
  disabled,
  onChange,
  onUploading,
}: {
  name: string;
  url: string | null;
  disabled?: boolean;
  onChange: (url: string | null) => void;
  onUploading?: (uploading: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [uploadedNow, setUploadedNow] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // The upload's own controls go away when it ends: focus returns to Choose/Change picture.
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (!returnFocus || file || disabled) return;
    chooseButton.current?.focus();
    setReturnFocus(false);
  }, [returnFocus, file, disabled]);
  const id = useId();
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUploadedNow(false);
    onUploading?.(chosen !== null);
  };
  const uploaded = useCallback(
    (picture: Attachment) => {
      setFile(null);
      setUploadedNow(true);
      setReturnFocus(true);
      onUploading?.(false);
      if (picture.url) onChange(picture.url);
    },
    [onChange, onUploading],
  );
  const removeFile = useCallback(() => {
    setFile(null);
    setReturnFocus(true);
    onUploading?.(false);
  }, [onUploading]);

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-medium">
        Group picture
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <ChatAvatar src={url} name={name || 'Group'} size={56} />
        <input
          ref={input}
          id={id}
          type="file"
          accept={PICTURE_ACCEPT}
          // Opened by the button below (one control for keyboards and screen readers, not two).
          hidden
          disabled={disabled}
          onChange={(e) => {
            choose(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
        <Button
          ref={chooseButton}
          variant="secondary"
          className="px-3 py-1.5"
          disabled={disabled || file !== null}
          onClick={() => input.current?.click()}
        >
          {url ? 'Change picture' : 'Choose a picture'}
        </Button>
        {url && !file ? (
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            disabled={disabled}
            onClick={() => {
              setUploadedNow(false);
              onChange(null);
            }}
          >
            Remove picture
          </Button>
        ) : null}
      </div>
      <p role="status" className="mt-1 text-sm empty:hidden">
        {uploadedNow && url ? 'Picture uploaded.' : ''}
      </p>
      {file ? (
        <div className="mt-2">
          <PendingUpload
            key={`${file.name}-${file.size}-${file.lastModified}`}
            file={file}
            to="group picture"
            onUploaded={uploaded}
            onRemove={removeFile}
          />
        </div>
      ) : null}
    </div>
  );
}
