/*
 * object_block.h — a bridged object's userdata block (not public), shared by
 * object_identity.c (which makes it), object_members.c (which finds the members of its class)
 * and determinism.c (which orders and names objects by its serial). Swift reads only the
 * block's first word, the retained object.
 */
#ifndef OBJECT_BLOCK_H
#define OBJECT_BLOCK_H

#include "luashim.h"

/* The retained Swift object (NULL once finalized), the serial number it took when the userdata
   was made (so pairs orders objects by creation), its class's number among the classes whose
   members are declared (0: none; lifelua_define_member_class), and its slot in the objects'
   table (object_identity.c). */
typedef struct { void *object; lua_Integer serial; int32_t class_number; int32_t slot; } lifelua_object_block;

#endif
