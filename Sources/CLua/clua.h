#ifndef CLUA_H
#define CLUA_H
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#endif
