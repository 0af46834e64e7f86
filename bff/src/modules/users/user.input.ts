import { IsBoolean, IsOptional, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, IsEmailAddress } from './user.rules.js';

@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(FULL_NAME_MAX_LENGTH)
  fullName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2048)
  avatarUrl?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  @MinLength(1)
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword!: string;

  @Field(() => String)
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  newPassword!: string;
}

@InputType()
export class CreateUserInput {
  @Field(() => String)
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @Field(() => String)
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(FULL_NAME_MAX_LENGTH)
  fullName?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isSuperuser?: boolean;
}

@InputType()
export class UpdateUserInput extends ProfileInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password?: string;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isSuperuser?: boolean;
}
