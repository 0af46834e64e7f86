import { IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../users/user.rules.js';

@ObjectType('AccessToken')
export class AccessTokenType {
  @Field(() => String)
  accessToken!: string;

  @Field(() => String)
  tokenType!: string;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  @IsString()
  @MinLength(1)
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @Field(() => String)
  @IsString()
  @MinLength(1)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}
