
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  
  "public": {
          Tables: {
            "admin_audit_log": {
                  Row: {
                    "action": string,"actor": string | null,"actor_email": string | null,"at": string,"changes": NonNullable<Json>,"id": number,"row_id": string,"table_name": string
                  }
                  ComputedFields: never
                  Insert: {
                    "action": string,"actor"?: string | null,"actor_email"?: string | null,"at"?: string,"changes": NonNullable<Json>,"id"?: never,"row_id": string,"table_name": string
                  }
                  Update: {
                    "action"?: string,"actor"?: string | null,"actor_email"?: string | null,"at"?: string,"changes"?: NonNullable<Json>,"id"?: never,"row_id"?: string,"table_name"?: string
                  }
                  Relationships: [
                    
                  ]
                },"artists": {
                  Row: {
                    "country": string | null,"created_at": string,"genre": string | null,"hometown": string | null,"id": string,"links": NonNullable<Json>,"name": string,"poster_url": string | null,"published": boolean,"texts": NonNullable<Json>,"updated_at": string,"video_host": string | null,"video_id": string | null,"video_song": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "country"?: string | null,"created_at"?: string,"genre"?: string | null,"hometown"?: string | null,"id": string,"links"?: NonNullable<Json>,"name": string,"poster_url"?: string | null,"published"?: boolean,"texts": NonNullable<Json>,"updated_at"?: string,"video_host"?: string | null,"video_id"?: string | null,"video_song"?: string | null
                  }
                  Update: {
                    "country"?: string | null,"created_at"?: string,"genre"?: string | null,"hometown"?: string | null,"id"?: string,"links"?: NonNullable<Json>,"name"?: string,"poster_url"?: string | null,"published"?: boolean,"texts"?: NonNullable<Json>,"updated_at"?: string,"video_host"?: string | null,"video_id"?: string | null,"video_song"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"bookings": {
                  Row: {
                    "concert_id": string | null,"created_at": string,"email": string,"facility_address": string | null,"facility_name": string,"facility_type": string,"heard_about": string | null,"id": string,"music_preference": string | null,"name": string,"phone": string | null,"preferred_date": string,"preferred_time": string | null,"residents": number | null,"special_requirements": string | null,"status": string
                  }
                  ComputedFields: never
                  Insert: {
                    "concert_id"?: string | null,"created_at"?: string,"email": string,"facility_address"?: string | null,"facility_name": string,"facility_type": string,"heard_about"?: string | null,"id"?: string,"music_preference"?: string | null,"name": string,"phone"?: string | null,"preferred_date": string,"preferred_time"?: string | null,"residents"?: number | null,"special_requirements"?: string | null,"status"?: string
                  }
                  Update: {
                    "concert_id"?: string | null,"created_at"?: string,"email"?: string,"facility_address"?: string | null,"facility_name"?: string,"facility_type"?: string,"heard_about"?: string | null,"id"?: string,"music_preference"?: string | null,"name"?: string,"phone"?: string | null,"preferred_date"?: string,"preferred_time"?: string | null,"residents"?: number | null,"special_requirements"?: string | null,"status"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "bookings_concert_id_fkey"
      columns: ["concert_id"]
isOneToOne: false
      referencedRelation: "concerts"
      referencedColumns: ["id"]
    }
                  ]
                },"concert_greetings": {
                  Row: {
                    "concert_id": string,"created_at": string,"decided_at": string | null,"id": string,"message": string,"sent_by": string,"session_id": string | null,"status": string
                  }
                  ComputedFields: never
                  Insert: {
                    "concert_id": string,"created_at"?: string,"decided_at"?: string | null,"id"?: string,"message": string,"sent_by": string,"session_id"?: string | null,"status"?: string
                  }
                  Update: {
                    "concert_id"?: string,"created_at"?: string,"decided_at"?: string | null,"id"?: string,"message"?: string,"sent_by"?: string,"session_id"?: string | null,"status"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "concert_greetings_concert_id_fkey"
      columns: ["concert_id"]
isOneToOne: false
      referencedRelation: "concerts"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "concert_greetings_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "group_sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"concert_roles": {
                  Row: {
                    "concert_id": string,"created_at": string,"id": string,"role": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "concert_id": string,"created_at"?: string,"id"?: string,"role": string,"user_id": string
                  }
                  Update: {
                    "concert_id"?: string,"created_at"?: string,"id"?: string,"role"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "concert_roles_concert_id_fkey"
      columns: ["concert_id"]
isOneToOne: false
      referencedRelation: "concerts"
      referencedColumns: ["id"]
    }
                  ]
                },"concerts": {
                  Row: {
                    "artist": string | null,"artist_id": string | null,"capacity": number,"captions": (string)[],"created_at": string,"currency": string,"doors_open_minutes": number,"ends_at": string | null,"genre": string | null,"id": string,"live_stream_url": string | null,"max_spots_per_address": number,"poster_url": string | null,"price_cents": number,"published": boolean,"registered": number,"starts_at": string,"starts_on": string,"status": string,"stream_layout": string,"stream_url": string | null,"texts": NonNullable<Json>,"time_zone": string,"title": string,"updated_at": string,"venue": string | null,"views": number,"youtube_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "artist"?: string | null,"artist_id"?: string | null,"capacity"?: number,"captions"?: (string)[],"created_at"?: string,"currency"?: string,"doors_open_minutes"?: number,"ends_at"?: string | null,"genre"?: string | null,"id": string,"live_stream_url"?: string | null,"max_spots_per_address"?: number,"poster_url"?: string | null,"price_cents"?: number,"published"?: boolean,"registered"?: number,"starts_at": string,"starts_on": string,"status"?: string,"stream_layout"?: string,"stream_url"?: string | null,"texts": NonNullable<Json>,"time_zone"?: string,"title": string,"updated_at"?: string,"venue"?: string | null,"views"?: number,"youtube_id"?: string | null
                  }
                  Update: {
                    "artist"?: string | null,"artist_id"?: string | null,"capacity"?: number,"captions"?: (string)[],"created_at"?: string,"currency"?: string,"doors_open_minutes"?: number,"ends_at"?: string | null,"genre"?: string | null,"id"?: string,"live_stream_url"?: string | null,"max_spots_per_address"?: number,"poster_url"?: string | null,"price_cents"?: number,"published"?: boolean,"registered"?: number,"starts_at"?: string,"starts_on"?: string,"status"?: string,"stream_layout"?: string,"stream_url"?: string | null,"texts"?: NonNullable<Json>,"time_zone"?: string,"title"?: string,"updated_at"?: string,"venue"?: string | null,"views"?: number,"youtube_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "concerts_artist_id_fkey"
      columns: ["artist_id"]
isOneToOne: false
      referencedRelation: "artists"
      referencedColumns: ["id"]
    }
                  ]
                },"contact_messages": {
                  Row: {
                    "created_at": string,"email": string,"id": string,"message": string,"name": string,"phone": string | null,"status": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"email": string,"id"?: string,"message": string,"name": string,"phone"?: string | null,"status"?: string
                  }
                  Update: {
                    "created_at"?: string,"email"?: string,"id"?: string,"message"?: string,"name"?: string,"phone"?: string | null,"status"?: string
                  }
                  Relationships: [
                    
                  ]
                },"facilities": {
                  Row: {
                    "address": string,"country": string,"created_at": string,"created_by": string | null,"headsets": number | null,"id": string,"invoice_email": string,"kind": Database["public"]['Enums']["facility_kind"],"mood_check": boolean,"name": string,"residents": number | null,"status": Database["public"]['Enums']["facility_status"],"status_reason": string | null,"time_zone": string,"verified_at": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "address": string,"country": string,"created_at"?: string,"created_by"?: string | null,"headsets"?: number | null,"id"?: string,"invoice_email": string,"kind": Database["public"]['Enums']["facility_kind"],"mood_check"?: boolean,"name": string,"residents"?: number | null,"status"?: Database["public"]['Enums']["facility_status"],"status_reason"?: string | null,"time_zone": string,"verified_at"?: string | null
                  }
                  Update: {
                    "address"?: string,"country"?: string,"created_at"?: string,"created_by"?: string | null,"headsets"?: number | null,"id"?: string,"invoice_email"?: string,"kind"?: Database["public"]['Enums']["facility_kind"],"mood_check"?: boolean,"name"?: string,"residents"?: number | null,"status"?: Database["public"]['Enums']["facility_status"],"status_reason"?: string | null,"time_zone"?: string,"verified_at"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"facility_invitations": {
                  Row: {
                    "accepted_at": string | null,"accepted_by": string | null,"created_at": string,"email": string,"expires_at": string,"facility_id": string,"id": string,"invited_by": string | null,"role": Database["public"]['Enums']["facility_role"]
                  }
                  ComputedFields: never
                  Insert: {
                    "accepted_at"?: string | null,"accepted_by"?: string | null,"created_at"?: string,"email": string,"expires_at"?: string,"facility_id": string,"id"?: string,"invited_by"?: string | null,"role": Database["public"]['Enums']["facility_role"]
                  }
                  Update: {
                    "accepted_at"?: string | null,"accepted_by"?: string | null,"created_at"?: string,"email"?: string,"expires_at"?: string,"facility_id"?: string,"id"?: string,"invited_by"?: string | null,"role"?: Database["public"]['Enums']["facility_role"]
                  }
                  Relationships: [
                    {
      foreignKeyName: "facility_invitations_facility_id_fkey"
      columns: ["facility_id"]
isOneToOne: false
      referencedRelation: "facilities"
      referencedColumns: ["id"]
    }
                  ]
                },"facility_members": {
                  Row: {
                    "email": string | null,"facility_id": string,"joined_at": string,"role": Database["public"]['Enums']["facility_role"],"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "email"?: string | null,"facility_id": string,"joined_at"?: string,"role": Database["public"]['Enums']["facility_role"],"user_id": string
                  }
                  Update: {
                    "email"?: string | null,"facility_id"?: string,"joined_at"?: string,"role"?: Database["public"]['Enums']["facility_role"],"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "facility_members_facility_id_fkey"
      columns: ["facility_id"]
isOneToOne: false
      referencedRelation: "facilities"
      referencedColumns: ["id"]
    }
                  ]
                },"facility_reservations": {
                  Row: {
                    "cancelled_at": string | null,"concert_id": string,"created_at": string,"created_by": string | null,"facility_id": string | null,"id": string,"note": string | null,"spots": number,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "cancelled_at"?: string | null,"concert_id": string,"created_at"?: string,"created_by"?: string | null,"facility_id"?: string | null,"id"?: string,"note"?: string | null,"spots": number,"updated_at"?: string
                  }
                  Update: {
                    "cancelled_at"?: string | null,"concert_id"?: string,"created_at"?: string,"created_by"?: string | null,"facility_id"?: string | null,"id"?: string,"note"?: string | null,"spots"?: number,"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "facility_reservations_concert_id_fkey"
      columns: ["concert_id"]
isOneToOne: false
      referencedRelation: "concerts"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "facility_reservations_facility_id_fkey"
      columns: ["facility_id"]
isOneToOne: false
      referencedRelation: "facilities"
      referencedColumns: ["id"]
    }
                  ]
                },"group_session_members": {
                  Row: {
                    "joined_at": string,"session_id": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "joined_at"?: string,"session_id": string,"user_id": string
                  }
                  Update: {
                    "joined_at"?: string,"session_id"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "group_session_members_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "group_sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"group_sessions": {
                  Row: {
                    "code": string,"concert_id": string | null,"created_at": string,"created_by": string,"ended_at": string | null,"expires_at": string,"facility_id": string | null,"id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "code": string,"concert_id"?: string | null,"created_at"?: string,"created_by": string,"ended_at"?: string | null,"expires_at"?: string,"facility_id"?: string | null,"id"?: string
                  }
                  Update: {
                    "code"?: string,"concert_id"?: string | null,"created_at"?: string,"created_by"?: string,"ended_at"?: string | null,"expires_at"?: string,"facility_id"?: string | null,"id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "group_sessions_facility_id_fkey"
      columns: ["facility_id"]
isOneToOne: false
      referencedRelation: "facilities"
      referencedColumns: ["id"]
    }
                  ]
                },"mood_answers": {
                  Row: {
                    "alertness": number | null,"answered_at": string,"answered_by": string,"anxiety": number | null,"concert_id": string,"face": number | null,"facility_id": string,"id": string,"in_session": boolean,"moment": Database["public"]['Enums']["mood_moment"],"pleasure": number | null,"resident": string,"sadness": number | null,"viewing_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "alertness"?: number | null,"answered_at"?: string,"answered_by": string,"anxiety"?: number | null,"concert_id": string,"face"?: number | null,"facility_id": string,"id"?: string,"in_session": boolean,"moment": Database["public"]['Enums']["mood_moment"],"pleasure"?: number | null,"resident": string,"sadness"?: number | null,"viewing_id": string
                  }
                  Update: {
                    "alertness"?: number | null,"answered_at"?: string,"answered_by"?: string,"anxiety"?: number | null,"concert_id"?: string,"face"?: number | null,"facility_id"?: string,"id"?: string,"in_session"?: boolean,"moment"?: Database["public"]['Enums']["mood_moment"],"pleasure"?: number | null,"resident"?: string,"sadness"?: number | null,"viewing_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "mood_answers_concert_id_fkey"
      columns: ["concert_id"]
isOneToOne: false
      referencedRelation: "concerts"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "mood_answers_facility_id_fkey"
      columns: ["facility_id"]
isOneToOne: false
      referencedRelation: "facilities"
      referencedColumns: ["id"]
    }
                  ]
                },"pilot_requests": {
                  Row: {
                    "created_at": string,"email": string,"facility": string,"id": string,"name": string,"status": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"email": string,"facility": string,"id"?: string,"name": string,"status"?: string
                  }
                  Update: {
                    "created_at"?: string,"email"?: string,"facility"?: string,"id"?: string,"name"?: string,"status"?: string
                  }
                  Relationships: [
                    
                  ]
                },"reservations": {
                  Row: {
                    "concert_id": string,"contact_email": string,"contact_name": string,"created_at": string,"facility": string,"id": string,"spots": number
                  }
                  ComputedFields: never
                  Insert: {
                    "concert_id": string,"contact_email": string,"contact_name": string,"created_at"?: string,"facility": string,"id"?: string,"spots": number
                  }
                  Update: {
                    "concert_id"?: string,"contact_email"?: string,"contact_name"?: string,"created_at"?: string,"facility"?: string,"id"?: string,"spots"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "reservations_concert_id_fkey"
      columns: ["concert_id"]
isOneToOne: false
      referencedRelation: "concerts"
      referencedColumns: ["id"]
    }
                  ]
                },"spot_requests": {
                  Row: {
                    "concert_id": string,"confirmed_at": string | null,"contact_email": string,"contact_name": string,"created_at": string,"expires_at": string,"facility": string,"id": string,"spots": number
                  }
                  ComputedFields: never
                  Insert: {
                    "concert_id": string,"confirmed_at"?: string | null,"contact_email": string,"contact_name": string,"created_at"?: string,"expires_at": string,"facility": string,"id"?: string,"spots": number
                  }
                  Update: {
                    "concert_id"?: string,"confirmed_at"?: string | null,"contact_email"?: string,"contact_name"?: string,"created_at"?: string,"expires_at"?: string,"facility"?: string,"id"?: string,"spots"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "spot_requests_concert_id_fkey"
      columns: ["concert_id"]
isOneToOne: false
      referencedRelation: "concerts"
      referencedColumns: ["id"]
    }
                  ]
                },"waitlist_signups": {
                  Row: {
                    "created_at": string,"email": string,"id": string,"name": string,"organisation": string | null,"status": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"email": string,"id"?: string,"name": string,"organisation"?: string | null,"status"?: string
                  }
                  Update: {
                    "created_at"?: string,"email"?: string,"id"?: string,"name"?: string,"organisation"?: string | null,"status"?: string
                  }
                  Relationships: [
                    
                  ]
                }
          }
          Views: {
            [_ in never]: never
          }
          Functions: {
            "accept_facility_invitation":
{ Args: { "invitation": string }; Returns: string
                           },
"admin_mood_report":
{ Args: { "since": string,"until": string }; Returns: {
              "facilities": number,"figures": Database["public"]['CompositeTypes']["mood_figures"],"month": string
            }[]
                           },
"admin_set_facility_status":
{ Args: { "facility": string,"reason": string,"status": Database["public"]['Enums']["facility_status"] }; Returns: undefined
                           },
"cancel_facility_reservation":
{ Args: { "reservation": string }; Returns: number
                           },
"change_facility_reservation":
{ Args: { "note": string,"reservation": string,"spots": number }; Returns: number
                           },
"concert_role_holders":
{ Args: { "concert": string }; Returns: {
              "created_at": string,"email": string,"id": string,"role": string
            }[]
                           },
"confirm_spot_request":
{ Args: { "request": string }; Returns: number
                           },
"create_group_session":
{ Args: { "concert"?: string,"facility"?: string }; Returns: {
              "code": string,"expires_at": string,"id": string
            }[]
                           },
"decide_concert_greeting":
{ Args: { "decision": string,"greeting": string }; Returns: {
              "decided_at": string,"id": string,"status": string
            }[]
                           },
"delete_facility":
{ Args: { "facility": string }; Returns: undefined
                           },
"end_group_session":
{ Args: { "session": string }; Returns: undefined
                           },
"export_facility":
{ Args: { "facility": string }; Returns: Json
                           },
"facility_attendance":
{ Args: { "facility": string }; Returns: {
              "concert_id": string,"headsets": number,"sessions": number
            }[]
                           },
"facility_mood_report":
{ Args: { "facility": string,"since": string,"until": string }; Returns: {
              "concert_id": string,"figures": Database["public"]['CompositeTypes']["mood_figures"],"month": string
            }[]
                           },
"form_text_length":
{ Args: { "value": string }; Returns: number
                           },
"form_text_ok":
{ Args: { "max_length": number,"multiline": boolean,"value": string }; Returns: boolean
                           },
"invite_facility_member":
{ Args: { "email": string,"facility": string,"role": Database["public"]['Enums']["facility_role"] }; Returns: string
                           },
"is_admin":
{ Args: Record<PropertyKey, never>; Returns: boolean
                           },
"join_group_session":
{ Args: { "code": string }; Returns: {
              "concert_id": string,"expires_at": string,"facility_name": string,"id": string,"outcome": string,"retry_after": number
            }[]
                           },
"my_facilities":
{ Args: Record<PropertyKey, never>; Returns: {
              "id": string,"name": string,"role": Database["public"]['Enums']["facility_role"],"status": Database["public"]['Enums']["facility_status"]
            }[]
                           },
"my_facility_invitations":
{ Args: Record<PropertyKey, never>; Returns: {
              "expires_at": string,"facility_id": string,"facility_name": string,"id": string,"role": Database["public"]['Enums']["facility_role"]
            }[]
                           },
"name_concert_role":
{ Args: { "concert": string,"email": string,"role": string }; Returns: string
                           },
"record_mood":
{ Args: { "alertness"?: number,"anxiety"?: number,"concert": string,"face"?: number,"facility": string,"moment": Database["public"]['Enums']["mood_moment"],"pleasure"?: number,"resident": string,"sadness"?: number,"viewing": string }; Returns: string
                           },
"record_session_mood":
{ Args: { "concert": string,"face": number,"moment": Database["public"]['Enums']["mood_moment"],"resident": string,"session": string }; Returns: string
                           },
"register_facility":
{ Args: { "address": string,"country": string,"headsets": number,"invoice_email": string,"kind": Database["public"]['Enums']["facility_kind"],"name": string,"residents": number,"time_zone": string }; Returns: string
                           },
"remove_facility_member":
{ Args: { "facility": string,"member": string }; Returns: undefined
                           },
"request_spots":
{ Args: { "concert": string,"contact_email": string,"contact_name": string,"facility": string,"spots": number }; Returns: string
                           },
"reserve_for_facility":
{ Args: { "concert": string,"facility": string,"note": string,"spots": number }; Returns: {
              "id": string,"registered": number
            }[]
                           },
"reserve_spots":
{ Args: { "concert": string,"contact_email": string,"contact_name": string,"facility": string,"spots": number }; Returns: number
                           },
"send_concert_greeting":
{ Args: { "greeting": string,"session": string }; Returns: {
              "created_at": string,"id": string,"status": string
            }[]
                           },
"send_room_applause":
{ Args: { "claps": number,"session": string }; Returns: {
              "accepted": number,"retry_after": number
            }[]
                           },
"set_facility_member_role":
{ Args: { "facility": string,"member": string,"role": Database["public"]['Enums']["facility_role"] }; Returns: undefined
                           },
"set_group_session_concert":
{ Args: { "concert": string,"session": string }; Returns: undefined
                           },
"set_mood_check":
{ Args: { "enabled": boolean,"facility": string }; Returns: undefined
                           },
"take_over_group_session":
{ Args: { "session": string }; Returns: undefined
                           }
          }
          Enums: {
            "facility_kind": "hospital"|"care_home"|"home_care"|"other","facility_role": "manager"|"staff","facility_status": "pending"|"verified"|"suspended","mood_moment": "before"|"after"
          }
          CompositeTypes: {
            "mood_figures": {
                        "residents": number | null,"self_reported": number | null,"improved": number | null,"stayed": number | null,"declined": number | null,"before_faces": (number)[] | null,"after_faces": (number)[] | null,"mean_before": number | null,"mean_after": number | null
                      }
          }
        }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Insert: infer I
    }
    ? I
    : never
  : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Update: infer U
    }
    ? U
    : never
  : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
  ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
  : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never

export const Constants = {
  "public": {
          Enums: {
            "facility_kind": ["hospital", "care_home", "home_care", "other"],"facility_role": ["manager", "staff"],"facility_status": ["pending", "verified", "suspended"],"mood_moment": ["before", "after"]
          }
        }
} as const
