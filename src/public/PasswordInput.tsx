import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import './auth.css';

type PasswordInputProps = Omit<InputProps, 'type' | 'suffix'>;

/**
 * A password field with a real <button> to show or hide it: antd's Input.Password toggle is not
 * reachable by keyboard. The button's name avoids the word "password" so the field's label stays unique.
 */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      suffix={
        <button
          type="button"
          className="password-toggle"
          aria-label={t('common.showPassword')}
          aria-pressed={visible}
          title={visible ? t('common.hidePassword') : t('common.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
        </button>
      }
    />
  );
}
