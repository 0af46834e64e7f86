import { IsOptional, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, IsEmailAddress } from '../users/user.rules.js';

@InputType()
export class SignupInput {
  @Field(() => String)
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @Field(() => String)
  @MinLength(1)
  @MaxLength(FULL_NAME_MAX_LENGTH)
  fullName!: string;

  @Field(() => String)
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @Field(() => String)
  @MaxLength(PASSWORD_MAX_LENGTH)
  confirmPassword!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(4096)
  turnstileToken?: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String)
  @MinLength(1)
  @MaxLength(512)
  token!: string;

  @Field(() => String)
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  newPassword!: string;
}
